import PgBoss from 'pg-boss';
import type { ExecuteSql } from '../../db/database.js';

/**
 * Background jobs (DESIGN.md §3): pg-boss 10 on the app's own database (PGlite or PostgreSQL), so a job survives a
 * restart and runs at least once. Handlers must be idempotent.
 */
export interface JobQueue {
  /** Registers the handler of a queue (before or after start); it parses `data` itself (it was stored as JSON). */
  work(name: string, handler: (data: unknown) => Promise<void>): Promise<void>;
  send(name: string, data: object, options?: { singletonKey?: string }): Promise<void>;
  /** Starts polling (idempotent). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface PgBossQueueOptions {
  executeSql: ExecuteSql;
  /** Start at once (the server) or on the first send (tests that never send do not pay pg-boss's start-up). */
  eager: boolean;
  pollingIntervalSeconds?: number;
  log?: (message: string, error?: unknown) => void;
}

const RETRY = { retryLimit: 5, retryDelay: 2, retryBackoff: true } as const;

export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.executeSql(text, values as unknown[]) },
    schema: 'pgboss',
    // One process, one database connection with PGlite: keep pg-boss's own housekeeping light.
    supervise: true,
    schedule: false,
    maintenanceIntervalSeconds: 300,
    ...RETRY,
  });
  boss.on('error', (error) => options.log?.('job queue error', error));
  const handlers = new Map<string, (data: unknown) => Promise<void>>();
  const polling = options.pollingIntervalSeconds ?? 1;
  let starting: Promise<void> | null = null;
  let stopped = false;

  const attach = async (name: string, handler: (data: unknown) => Promise<void>) => {
    await boss.createQueue(name, { name, ...RETRY });
    await boss.work<object>(name, { pollingIntervalSeconds: polling, batchSize: 1 }, async (jobs) => {
      for (const job of jobs) await handler(job.data);
    });
  };

  const start = () => {
    starting ??= (async () => {
      await boss.start();
      for (const [name, handler] of handlers) await attach(name, handler);
    })();
    return starting;
  };

  return {
    async work(name, handler) {
      handlers.set(name, handler);
      if (starting) {
        await starting;
        await attach(name, handler);
      } else if (options.eager) {
        await start();
      }
    },
    async send(name, data, sendOptions) {
      await start();
      await boss.send(name, data, {
        ...RETRY,
        ...(sendOptions?.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
      });
    },
    start,
    async stop() {
      if (!starting || stopped) return;
      stopped = true;
      await starting.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
