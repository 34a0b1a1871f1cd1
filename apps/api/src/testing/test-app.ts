import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../app.js';
import { testConfig, type Env } from '../config/env.js';
import type { Database, DatabaseHandle } from '../db/database.js';
import { createInMemoryJobQueue } from '../integrations/jobs/in-memory-job-queue.js';
import { createPgBossQueue, type JobQueue } from '../integrations/jobs/job-queue.js';
import { systemClock, type Clock } from '../integrations/clock/clock.js';
import type { FileStorage } from '../integrations/file-storage/file-storage.js';
import { LocalFileStorage } from '../integrations/file-storage/local-file-storage.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The app's job queue: `await t.queue.drain()` waits until every job queued so far has run (no clock). */
  queue: JobQueue;
  /** The app's clock: the system clock unless the test passed its own (a ManualClock it moves). */
  clock: Clock;
  /** The app's file store: a temporary folder, removed on close. */
  files: FileStorage;
  close(): Promise<void>;
}

/** Each test app's queue, found by its app or its database (the helpers that take `app` or `db`). */
const queues = new WeakMap<FastifyInstance | Database, JobQueue>();

/**
 * Runs every job queued so far by the test app of `appOrDb` (`t.app` or `t.database.db`): the e-mails among them,
 * so that a helper reads the outbox only once they are in it (testing/identity-helpers.ts).
 */
export async function drainJobsOf(appOrDb: FastifyInstance | Database): Promise<void> {
  const queue = queues.get(appOrDb);
  if (!queue) throw new Error('Not an app or database of createTestApp: no job queue to drain.');
  await queue.drain();
}

/**
 * The real app on a fresh migrated database, for `app.inject()` route tests. Jobs run on the in-memory queue
 * (`await t.queue.drain()` runs them) unless `durableQueue` asks for pg-boss.
 * `dependencies.googleIdTokenVerifier` checks Google ID tokens over a local key set (with GOOGLE_CLIENT_ID set).
 */
export async function createTestApp(
  overrides: Partial<Record<keyof Env, string>> = {},
  {
    wrapQueue,
    durableQueue = false,
    clock = systemClock,
    database: sharedDatabase,
    ...dependencies
  }: Pick<
    AppDependencies,
    | 'googleIdTokenVerifier'
    | 'sandboxWebhookSecret'
    | 'paymentProvider'
    | 'jobQueue'
    | 'zoomFetch'
    | 'muxFetch'
    | 'logStream'
    | 'errorReporter'
  > & {
    /** Wraps the app's real queue (e.g. faulty-job-queue.ts, to fail or lose an enqueue). */
    wrapQueue?: (queue: JobQueue) => JobQueue;
    /** pg-boss on the test database (the durability tests) instead of the in-memory queue. */
    durableQueue?: boolean;
    /** The app's clock (testing/manual-clock.ts to set and move the time). */
    clock?: Clock;
    /**
     * Another API instance on this (open) database, e.g. `t.database`: the app has its own caches, listeners and
     * queue; closing it leaves the database open for its owner.
     */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const database = sharedDatabase ?? (await createTestDatabase());
  const real =
    dependencies.jobQueue ??
    (durableQueue
      ? createPgBossQueue({ executeSql: database.executeSql, eager: false, pollingIntervalSeconds: 0.5 })
      : createInMemoryJobQueue({ executeSql: database.executeSql }));
  const queue = wrapQueue ? wrapQueue(real) : real;
  const filesDir = await mkdtemp(path.join(tmpdir(), 'counsel-test-files-'));
  const files = new LocalFileStorage(filesDir);
  const app = await buildApp({
    // Test files sign up dozens of lawyers from one address: limits are lifted unless a test sets its own.
    config: testConfig({
      RATE_LIMIT_MAX: '100000',
      IDENTITY_ATTEMPTS_PER_IP: '100000',
      CONTACT_MESSAGES_PER_IP: '100000',
      ...overrides,
    }),
    database,
    ...dependencies,
    jobQueue: queue,
    clock,
    fileStorage: files,
  });
  await app.ready();
  queues.set(app, queue).set(database.db, queue);
  return {
    app,
    database,
    queue,
    clock,
    files,
    close: async () => {
      await app.close();
      if (!sharedDatabase) await database.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
