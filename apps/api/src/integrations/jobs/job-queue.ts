import PgBoss from 'pg-boss';
import type { ExecuteSql } from '../../db/database.js';
import { executeSqlIn, type Transaction } from '../../db/transaction.js';

/** How a queue's jobs are run: how long one attempt may take before it counts as failed, and how often to retry. */
export interface QueuePolicy {
  /**
   * Seconds one attempt may run before pg-boss takes it for dead and retries it (e.g. the process was killed while it
   * ran). Set it to a few times what the job needs, so a crash is retried in seconds, not pg-boss's default 15 min.
   */
  expireInSeconds: number;
  retryLimit?: number;
  /** Seconds before the first retry (default 2), doubling each time when `retryBackoff` (default true). */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /**
   * `stately`: at most one waiting and one running job per singleton key (every send must then name its key, or all
   * keyless jobs share one); `standard` (the default): no limit.
   */
  policy?: 'standard' | 'stately';
}

export interface SendOptions {
  /** On a `stately` queue, a second job with this key while one waits is dropped. */
  singletonKey?: string;
}

/**
 * Background jobs (ADR 009, docs/decisions/009-transactional-jobs.md): pg-boss 10 on the app's own database (PGlite or PostgreSQL), so a job
 * survives a restart and runs at least once. Handlers must be idempotent.
 */
export interface JobQueue {
  /** Registers the handler of a queue (before or after start); it parses `data` itself (it was stored as JSON). */
  work(name: string, policy: QueuePolicy, handler: (data: unknown) => Promise<void>): Promise<void>;
  /** Enqueues outside any transaction (prefer `enqueue` whenever the job follows a write). */
  send(name: string, data: object, options?: SendOptions): Promise<void>;
  /**
   * Enqueues inside the caller's transaction: the job exists if and only if the transaction commits, so nothing
   * that must follow a commit depends on the process surviving it. Call `start()` before opening the transaction
   * (starting uses the database, which an open PGlite transaction holds).
   */
  enqueue(tx: Transaction, name: string, data: object, options?: SendOptions): Promise<void>;
  /** Starts polling and creates the registered queues (idempotent). */
  start(): Promise<void>;
  /** Resolves once no job of a registered queue is waiting or running (tests wait on this, not on a clock). */
  drain(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
  /**
   * For GET /api/ready: `running` (polling), `lazy` (starts on first use, as in route tests), `starting` (a start is
   * under way or failed and will be tried again), `stopped`.
   */
  state(): JobQueueState;
  /** Jobs of the registered queues by state (created, retry, active, failed, ...), for the operator's metrics. */
  counts(): Promise<JobCount[]>;
}

export type JobQueueState = 'running' | 'lazy' | 'starting' | 'stopped';

export interface JobCount {
  queue: string;
  state: string;
  count: number;
}

export interface PgBossQueueOptions {
  executeSql: ExecuteSql;
  /** Start at once (the server) or on the first send (tests that never send do not pay pg-boss's start-up). */
  eager: boolean;
  pollingIntervalSeconds?: number;
  log?: (message: string, error?: unknown) => void;
}

const RETRY = { retryLimit: 5, retryDelay: 2, retryBackoff: true } as const;
const SCHEMA = 'pgboss';

export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.executeSql(text, values as unknown[]) },
    schema: SCHEMA,
    // Housekeeping every minute: it is light, and it is what retries a job whose process died while it ran (its
    // attempt expires after expireInSeconds, and the next maintenance retries it).
    supervise: true,
    schedule: false,
    maintenanceIntervalSeconds: 60,
    ...RETRY,
  });
  boss.on('error', (error) => options.log?.('job queue error', error));
  const handlers = new Map<string, { policy: QueuePolicy; handler: (data: unknown) => Promise<void> }>();
  const polling = options.pollingIntervalSeconds ?? 1;
  const databaseSql = options.executeSql;
  let starting: Promise<void> | null = null;
  let started = false;
  let stopped = false;

  const attach = async (name: string, policy: QueuePolicy, handler: (data: unknown) => Promise<void>) => {
    const settings = {
      ...RETRY,
      ...(policy.retryLimit === undefined ? {} : { retryLimit: policy.retryLimit }),
      ...(policy.retryDelaySeconds === undefined ? {} : { retryDelay: policy.retryDelaySeconds }),
      ...(policy.retryBackoff === undefined ? {} : { retryBackoff: policy.retryBackoff }),
      expireInSeconds: policy.expireInSeconds,
      policy: policy.policy ?? 'standard',
    };
    await boss.createQueue(name, { name, ...settings });
    // createQueue keeps an existing queue as it was: bring its policy up to date (a changed expiry, a new policy).
    await boss.updateQueue(name, { name, ...settings });
    // pg-boss waits out the polling interval after every fetch, even one that found a job: one job per second per
    // queue. A worker that has just done a job asks again at once, so a backlog (the events a provider redelivers,
    // the certificates of a webinar's end, what waited while the instances were down) drains at the speed of its jobs;
    // an empty queue is still polled once a second.
    let workerId = '';
    workerId = await boss.work<object>(
      name,
      { pollingIntervalSeconds: polling, batchSize: 1 },
      async (jobs) => {
        for (const job of jobs) await handler(job.data);
        if (workerId) boss.notifyWorker(workerId);
      },
    );
  };

  const start = () => {
    starting ??= (async () => {
      await boss.start();
      for (const [name, { policy, handler }] of handlers) await attach(name, policy, handler);
      started = true;
    })().catch((error: unknown) => {
      starting = null; // a failed start (the database was away) is tried again by the next call
      throw error;
    });
    return starting;
  };

  const sendOptions = (options?: SendOptions) =>
    options?.singletonKey ? { singletonKey: options.singletonKey } : {};

  /**
   * On a `stately` queue, whether a job with this key is running (or was, in a process that died: it stays `active`
   * until it expires, then it is retried). A second job then is not sent: pg-boss would fail to start it while the
   * first is active (one active job per key), and as the oldest waiting job it would hold up the whole queue until
   * the first expired. A redelivered event or a re-queued certificate is done by the running or retried job.
   */
  const runningWithKey = async (execute: ExecuteSql, name: string, options?: SendOptions) => {
    if (!options?.singletonKey || handlers.get(name)?.policy.policy !== 'stately') return false;
    const { rows } = await execute(
      `select 1 from ${SCHEMA}.job where name = $1 and singleton_key = $2 and state = 'active' limit 1`,
      [name, options.singletonKey],
    );
    return rows.length > 0;
  };

  return {
    async work(name, policy, handler) {
      handlers.set(name, { policy, handler });
      if (starting) {
        await starting;
        await attach(name, policy, handler);
      } else if (options.eager) {
        await start();
      }
    },
    async send(name, data, options) {
      await start();
      if (await runningWithKey(databaseSql, name, options)) return;
      await boss.send(name, data, sendOptions(options));
    },
    async enqueue(tx, name, data, options) {
      if (!started) throw new Error(`Start the job queue before enqueueing "${name}" in a transaction.`);
      if (!handlers.has(name)) throw new Error(`No handler is registered for the queue "${name}".`);
      const executeSql = executeSqlIn(tx);
      if (await runningWithKey(executeSql, name, options)) return;
      await boss.send(name, data, { ...sendOptions(options), db: { executeSql } });
    },
    start,
    async drain(timeoutMs = 20_000) {
      if (!starting) return;
      await starting;
      const names = [...handlers.keys()];
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await options.executeSql(
          `select count(*)::int as pending from ${SCHEMA}.job where name = any($1::text[]) and state < 'completed'`,
          [names],
        );
        const pending = (rows[0] as { pending?: number } | undefined)?.pending ?? 0;
        if (pending === 0) return;
        if (Date.now() > deadline)
          throw new Error(`The job queue still has ${pending} jobs after ${timeoutMs} ms.`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async stop() {
      if (!starting || stopped) return;
      stopped = true;
      await starting.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
    state() {
      if (stopped) return 'stopped';
      if (started) return 'running';
      return options.eager || starting ? 'starting' : 'lazy';
    },
    async counts() {
      if (!started) return [];
      const { rows } = await options.executeSql(
        `select name as queue, state::text as state, count(*)::int as count from ${SCHEMA}.job
          where name = any($1::text[]) group by name, state order by name, state`,
        [[...handlers.keys()]],
      );
      return rows as JobCount[];
    },
  };
}
