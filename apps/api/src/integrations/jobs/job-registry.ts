import type { z } from 'zod';
import type { Transaction } from '../../db/transaction.js';
import type { JobQueue, QueuePolicy } from './job-queue.js';

/**
 * One kind of job: its queue name, the zod schema of its payload and how its queue runs (ADR 011). A module defines
 * its jobs beside their handlers; composition/ registers every handler with `registerJob`, and nothing else names a queue.
 */
export interface JobDefinition<Payload extends z.ZodType> {
  name: string;
  payload: Payload;
  policy: QueuePolicy;
  /** On a `stately` queue: one waiting job per key (a second enqueue while one waits is dropped). */
  singletonKey?: (payload: z.output<Payload>) => string;
}

export function defineJob<Payload extends z.ZodType>(job: JobDefinition<Payload>): JobDefinition<Payload> {
  return job;
}

function sendOptions<Payload extends z.ZodType>(job: JobDefinition<Payload>, payload: z.output<Payload>) {
  return job.singletonKey ? { singletonKey: job.singletonKey(payload) } : {};
}

/** Enqueues `job` in the caller's transaction; the payload is checked against the job's schema first. */
export async function enqueueJob<Payload extends z.ZodType>(
  queue: JobQueue,
  tx: Transaction,
  job: JobDefinition<Payload>,
  payload: z.input<Payload>,
): Promise<void> {
  const data = job.payload.parse(payload);
  await queue.enqueue(tx, job.name, toRecord(data), sendOptions(job, data));
}

/** Sends `job` outside any transaction (a job that follows no write of ours). */
export async function sendJob<Payload extends z.ZodType>(
  queue: JobQueue,
  job: JobDefinition<Payload>,
  payload: z.input<Payload>,
): Promise<void> {
  const data = job.payload.parse(payload);
  await queue.send(job.name, toRecord(data), sendOptions(job, data));
}

/** Registers the handler of `job`: it receives the payload parsed by the job's schema (it was stored as JSON). */
export function registerJob<Payload extends z.ZodType>(
  queue: JobQueue,
  job: JobDefinition<Payload>,
  handler: (payload: z.output<Payload>) => Promise<void>,
): Promise<void> {
  return queue.work(job.name, job.policy, (data) => handler(job.payload.parse(data)));
}

function toRecord(data: unknown): object {
  if (typeof data !== 'object' || data === null) throw new Error('A job payload must be an object.');
  return data;
}
