import { z } from 'zod';
import type { ExecuteSql } from '../../db/database.js';
import { executeSqlIn } from '../../db/transaction.js';
import type { JobQueue, QueuePolicy } from './job-queue.js';

export interface InMemoryQueueOptions {
  /** The app's database: asked whether the transaction a job was enqueued in has committed. */
  executeSql: ExecuteSql;
  log?: (message: string, error?: unknown) => void;
}

interface Waiting {
  name: string;
  data: object;
  singletonKey: string | undefined;
  /** The id of the transaction that enqueued it (null: sent outside any transaction). */
  transactionId: string | null;
}

type Handler = { policy: QueuePolicy; handler: (data: unknown) => Promise<void> };
const StatusRow = z.object({ status: z.string() });
const TransactionIdRow = z.object({ id: z.string() });

const DEFAULT_RETRY_LIMIT = 5;

/**
 * The route tests' job queue (ADR 011): jobs live in memory and run as soon as they may, one at a time, and
 * `drain()` resolves once every job queued so far has run: no polling interval. `enqueue(tx, …)` still honours the
 * transaction: the job remembers its transaction id (`pg_current_xact_id()`) and runs only once the database says
 * that transaction committed; a rolled-back job is dropped. Retries are immediate. Durability (a job that outlives
 * the process) is pg-boss's job (job-queue.ts), used by the server and the durability tests.
 */
export function createInMemoryJobQueue(options: InMemoryQueueOptions): JobQueue {
  const handlers = new Map<string, Handler>();
  let waiting: Waiting[] = [];
  let started = false;
  let stopped = false;
  let running: Promise<void> | null = null;

  /** `committed`, `aborted` or `in progress` (a transaction still open on another connection). */
  const statusOf = async (transactionId: string): Promise<string> => {
    const { rows } = await options.executeSql('select pg_xact_status($1::xid8)::text as status', [
      transactionId,
    ]);
    return StatusRow.parse(rows[0]).status;
  };

  const runOne = async (job: Waiting) => {
    const entry = handlers.get(job.name);
    if (!entry) return;
    const attempts = 1 + (entry.policy.retryLimit ?? DEFAULT_RETRY_LIMIT);
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        await entry.handler(structuredClone(job.data));
        return;
      } catch (error) {
        if (attempt === attempts) options.log?.(`job "${job.name}" failed ${attempts} times`, error);
      }
    }
  };

  /** Runs every job whose transaction has committed, until none is left; drops those whose transaction rolled back. */
  const runReady = async (): Promise<void> => {
    for (;;) {
      const ready: Waiting[] = [];
      const dropped: Waiting[] = [];
      for (const job of waiting) {
        const status = job.transactionId === null ? 'committed' : await statusOf(job.transactionId);
        if (status === 'committed') ready.push(job);
        if (status === 'aborted') dropped.push(job);
      }
      waiting = waiting.filter((job) => !ready.includes(job) && !dropped.includes(job));
      if (ready.length === 0) return;
      for (const job of ready) await runOne(job);
    }
  };

  /** One runner at a time: answers the running one, or starts one. */
  const pump = (): Promise<void> => {
    running ??= runReady().finally(() => {
      running = null;
    });
    return running;
  };

  const kick = () => {
    if (!stopped)
      setImmediate(() => void pump().catch((error: unknown) => options.log?.('job queue', error)));
  };

  /** On a `stately` queue, a second job with a waiting job's key, from the same transaction, is dropped. */
  const add = (job: Waiting) => {
    const policy = handlers.get(job.name)?.policy.policy;
    const duplicate =
      policy === 'stately' &&
      job.singletonKey !== undefined &&
      waiting.some(
        (other) =>
          other.name === job.name &&
          other.singletonKey === job.singletonKey &&
          other.transactionId === job.transactionId,
      );
    if (!duplicate) waiting.push(job);
    kick();
  };

  return {
    async work(name, policy, handler) {
      handlers.set(name, { policy, handler });
    },
    async send(name, data, sendOptions) {
      started = true;
      add({
        name,
        data: structuredClone(data),
        singletonKey: sendOptions?.singletonKey,
        transactionId: null,
      });
    },
    async enqueue(tx, name, data, sendOptions) {
      if (!started) throw new Error(`Start the job queue before enqueueing "${name}" in a transaction.`);
      if (!handlers.has(name)) throw new Error(`No handler is registered for the queue "${name}".`);
      const { rows } = await executeSqlIn(tx)('select pg_current_xact_id()::text as id');
      const transactionId = TransactionIdRow.parse(rows[0]).id;
      add({ name, data: structuredClone(data), singletonKey: sendOptions?.singletonKey, transactionId });
    },
    async start() {
      started = true;
    },
    async drain(timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await pump();
        if (waiting.length === 0 && !running) return;
        if (Date.now() > deadline) throw new Error(`The job queue still has ${waiting.length} jobs.`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    async stop() {
      stopped = true;
      await running;
    },
    state() {
      if (stopped) return 'stopped';
      return started ? 'running' : 'lazy';
    },
    async counts() {
      const counts = new Map<string, number>();
      for (const job of waiting) counts.set(job.name, (counts.get(job.name) ?? 0) + 1);
      return [...counts].map(([queue, count]) => ({ queue, state: 'created', count }));
    },
  };
}
