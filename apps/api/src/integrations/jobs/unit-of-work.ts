import type { z } from 'zod';
import type { JobQueue } from './job-queue.js';
import { enqueueJob, sendJob, type JobDefinition } from './job-registry.js';
import type { Database } from '../../db/database.js';
import type { Transaction } from '../../db/transaction.js';

/** What a unit of work hands its callback: the transaction for the repositories, and the jobs to enqueue in it. */
export interface Work {
  tx: Transaction;
  /** Enqueues a job in this transaction: it exists if and only if the transaction commits (ADR 009). */
  enqueue<Payload extends z.ZodType>(job: JobDefinition<Payload>, payload: z.input<Payload>): Promise<void>;
}

/**
 * The service's unit of work (ADR 011): `run` opens one transaction, the service hands `tx` to its repositories
 * (`repository.within(tx)`) and enqueues its jobs in the same transaction through the typed job registry.
 */
export class UnitOfWork {
  constructor(
    private readonly db: Database,
    private readonly queue: JobQueue,
  ) {}

  async run<T>(work: (unit: Work) => Promise<T>): Promise<T> {
    // Starting the queue uses the database, which an open PGlite transaction holds: start it first.
    await this.queue.start();
    return this.db.transaction((tx) =>
      work({ tx, enqueue: (job, payload) => enqueueJob(this.queue, tx, job, payload) }),
    );
  }

  /** Sends a job that follows no write of ours (outside any transaction). */
  send<Payload extends z.ZodType>(job: JobDefinition<Payload>, payload: z.input<Payload>): Promise<void> {
    return sendJob(this.queue, job, payload);
  }
}
