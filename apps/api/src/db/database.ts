import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { AppConfig } from '../config/env.js';
import { takePgliteSnapshot } from './pglite-snapshot.js';
import * as billing from './schema/billing.js';
import * as completions from './schema/completions.js';
import * as compliance from './schema/compliance.js';
import * as contact from './schema/contact.js';
import * as enterprise from './schema/enterprise.js';
import * as courses from './schema/courses.js';
import * as identity from './schema/identity.js';
import * as lawyerProfile from './schema/lawyer-profile.js';
import * as learning from './schema/learning.js';
import * as live from './schema/live.js';
import * as mail from './schema/mail.js';
import * as questionnaires from './schema/questionnaires.js';
import * as staff from './schema/staff.js';
import * as taxonomy from './schema/taxonomy.js';
import * as video from './schema/video.js';

export const schema = {
  ...taxonomy,
  ...courses,
  ...mail,
  ...identity,
  ...lawyerProfile,
  ...billing,
  ...enterprise,
  ...learning,
  ...video,
  ...questionnaires,
  ...completions,
  ...live,
  ...compliance,
  ...staff,
  ...contact,
};
export type Schema = typeof schema;

/** The Drizzle database both adapters satisfy (PGlite embedded, PostgreSQL in production). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL on the same connection(s): parameterless text may hold several statements (pg-boss migrations). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * A client for fixed statements run many times a second (the heartbeat's, modules/video/heartbeat.repository.ts):
 * `name` makes it a prepared statement on PostgreSQL (parsed and planned once per connection; PGlite ignores it).
 */
export interface LookupClient {
  query(name: string, text: string, values: unknown[]): Promise<Record<string, unknown>[]>;
}

/**
 * The settings of the lookup connections: the planner may reach rows only through indexes. A prepared statement's
 * plan is kept for the connection's life, and it is often made while a new audience's tables are nearly empty, when a
 * sequential scan, or a hash join over a whole table, costs nothing; a minute later the same plan reads 20,000 rows
 * per statement (docs/performance.md). With these settings the plan that looked equal then is the one by key.
 */
export const LOOKUP_CONNECTION_OPTIONS = '-c enable_seqscan=off';

/** Connections of the lookup pool: two reads and two saves of heartbeats in flight at most (statement-batches.ts). */
export const LOOKUP_POOL_MAX = 4;

/** What a LISTEN subscriber hears: each payload, and when the subscription starts again or is lost. */
export interface NotificationHandlers {
  onNotify(payload: string): void;
  /** The subscription is (again) live: notifications sent while it was down were missed. */
  onReady(): void;
  /** The subscription is down (connection lost); it reconnects by itself. */
  onLost(): void;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  /** Prepared statements on connections of their own that look rows up by index only (PGlite: its one connection). */
  lookups: LookupClient;
  /**
   * LISTEN on a channel (PostgreSQL: one dedicated connection per subscription, reconnected with backoff; PGlite:
   * its single connection). Resolves once listening; the function it returns unsubscribes.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Connections of each node-postgres pool, for the operator's metrics (PGlite, one in-process connection: none). */
  pools(): PoolStats[];
  /** PGlite only: a consistent copy of the database (db/embedded-backup.ts serves it to `npm run db:backup`). */
  snapshot?: () => Promise<Uint8Array>;
}

export interface PoolStats {
  pool: 'main' | 'lookups';
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

const poolStats = (name: PoolStats['pool'], pool: pg.Pool): PoolStats => ({
  pool: name,
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
});

export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; poolMax?: number };

/** node-postgres connections per API instance (DATABASE_POOL_MAX overrides). */
export const DATABASE_POOL_MAX = 10;

/**
 * Migrations live in apps/api/drizzle. Both the sources (src/db/database.ts) and the bundle (dist/server.js)
 * find it from their own location.
 */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')];
  return (
    candidates.find((folder) => existsSync(path.join(folder, 'meta/_journal.json'))) ?? candidates[0] ?? here
  );
}

export async function createDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolMax ?? DATABASE_POOL_MAX });
    const lookupPool = new pg.Pool({
      connectionString: target.url,
      max: LOOKUP_POOL_MAX,
      options: LOOKUP_CONNECTION_OPTIONS,
    });
    // An idle connection the server ends (a restart, a dropped test database) is replaced on the next query.
    lookupPool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      executeSql: async (text, values) => {
        const result = await pool.query(text, values);
        return { rows: result.rows as unknown[] };
      },
      lookups: {
        query: async (name, text, values) =>
          (await lookupPool.query({ name, text, values })).rows as Record<string, unknown>[],
      },
      listen: (channel, handlers) => listenOnPostgres(target.url, channel, handlers),
      migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
      close: async () => {
        await Promise.all([pool.end(), lookupPool.end()]);
      },
      pools: () => [poolStats('main', pool), poolStats('lookups', lookupPool)],
    };
  }
  const { dataDir } = target;
  if (dataDir) prepareDataDir(dataDir);
  // pg_trgm backs the catalog search index (migration 0001); PostgreSQL ships it in its contrib package.
  const options = { extensions: { pg_trgm } };
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  if (dataDir) {
    await client.waitReady;
    restrictDataDirModes(dataDir);
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    // PGlite's query() is one prepared statement; exec() runs a script and answers one result per statement.
    executeSql: async (text, values) => {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    // Planned at each query with the tables' sizes of the moment (PGlite keeps no plan between queries).
    lookups: {
      query: async (_name, text, values) =>
        (await client.query(text, values)).rows as Record<string, unknown>[],
    },
    listen: async (channel, handlers) => {
      assertChannelName(channel);
      const unsubscribe = await client.listen(channel, (payload) => handlers.onNotify(payload));
      handlers.onReady();
      return unsubscribe;
    },
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: migrationsFolder() });
      if (dataDir) restrictDataDirModes(dataDir);
    },
    close: () => client.close(),
    pools: () => [],
    snapshot: () => takePgliteSnapshot(client),
  };
}

function assertChannelName(channel: string): void {
  if (!/^[a-z_]{1,63}$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
}

const LISTEN_RETRY_MS = [100, 500, 1000, 2000, 5000];

/**
 * A LISTEN subscription on its own connection (a pooled one would be handed to other queries). When the connection
 * drops, `onLost` is called and it reconnects with backoff, then `onReady` again.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<() => Promise<void>> {
  assertChannelName(channel);
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    const drop = () => {
      if (client !== next) return;
      client = undefined;
      next.removeAllListeners();
      next.on('error', () => undefined);
      void next.end().catch(() => undefined);
      if (stopped) return;
      handlers.onLost();
      const delay = LISTEN_RETRY_MS[Math.min(attempt, LISTEN_RETRY_MS.length - 1)] ?? 5000;
      attempt += 1;
      retry = setTimeout(() => void connect().catch(() => undefined), delay);
      retry.unref();
    };
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    next.on('error', drop);
    next.on('end', drop);
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      drop();
      throw error;
    }
    attempt = 0;
    handlers.onReady();
  };
  try {
    await connect();
  } catch (error) {
    // The first connection failed: the caller learns it, and no retry is left running behind its back.
    stopped = true;
    if (retry) clearTimeout(retry);
    throw error;
  }
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}

/**
 * The embedded database's folder is the owner's alone: created 0700, and an existing one (made by an older
 * version, or by hand) is put back to 0700. Other users cannot even list it, whatever its files' modes.
 */
export function prepareDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
}

/**
 * Takes group and other permissions off everything under the data folder. PGlite writes the files of a new
 * cluster with explicit modes (0666 for most of them, whatever the process umask), and rewrites its relation-cache
 * files 0644 on every open; the files PostgreSQL creates afterwards are 0600. So this runs once the database is
 * open and again after migrating (server.ts once more when it is serving). Symbolic links are left alone.
 */
export function restrictDataDirModes(dataDir: string): void {
  const folders = [dataDir];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const entryPath = path.join(folder, entry.name);
      if (entry.isSymbolicLink()) continue;
      if (entry.isDirectory()) folders.push(entryPath);
      const { mode } = lstatSync(entryPath);
      if ((mode & 0o077) !== 0) chmodSync(entryPath, mode & 0o700);
    }
  }
}

/** True when the database answers a trivial query within the time limit. */
export async function pingDatabase(db: Database, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => {
      resolve(false);
    }, timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    if (timer) clearTimeout(timer);
  }
}

/**
 * Refreshes planner statistics (and the visibility map PostgreSQL uses for index-only scans) after a bulk load.
 * PGlite runs no autovacuum, so the seeders call this themselves.
 */
export async function analyzeDatabase(db: Database): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}

/** The database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function databaseTarget(
  config: Pick<AppConfig, 'DATABASE_URL' | 'DATA_DIR'> & Partial<Pick<AppConfig, 'DATABASE_POOL_MAX'>>,
): DatabaseTarget {
  return config.DATABASE_URL
    ? {
        kind: 'postgres',
        url: config.DATABASE_URL,
        ...(config.DATABASE_POOL_MAX !== undefined ? { poolMax: config.DATABASE_POOL_MAX } : {}),
      }
    : { kind: 'pglite', dataDir: path.resolve(config.DATA_DIR) };
}
