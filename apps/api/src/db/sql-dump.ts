import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import pg from 'pg';
import { CliError } from './cli-support.js';

/**
 * The SQL dump of an embedded database (docs/decisions/018-embedded-database-backup.md): pg_dump compiled to
 * WebAssembly (@electric-sql/pglite-tools) run on a PGlite instance no server is using, made loadable on
 * PostgreSQL 15 and later. Data as INSERT statements; no owners or grants (the target's user owns everything);
 * no signing keys (`jwks`: their private keys are encrypted with the old BETTER_AUTH_SECRET, and better-auth makes
 * a new key pair when it finds none).
 */
export async function dumpPgliteAsSql(client: PGlite): Promise<string> {
  const file = await pgDump({
    pg: client,
    args: ['--no-owner', '--no-privileges', '--exclude-table-data=public.jwks'],
  });
  return adaptDumpForPostgres15(await file.text());
}

/**
 * Settings pg_dump 18 writes that PostgreSQL 15 does not know (loading one fails): `transaction_timeout` (17).
 * Found by loading the demo database's dump into PostgreSQL 15; the test loads one in the PostgreSQL lane.
 */
const NEWER_SETTINGS = ['transaction_timeout'];

export function adaptDumpForPostgres15(dump: string): string {
  const settings = NEWER_SETTINGS.join('|');
  return dump
    .replace(new RegExp(`^SET (?:${settings}) = [^;\\n]*;\\r?\\n`, 'gm'), '')
    .replace(/^\\(?:un)?restrict\b.*\r?\n?/gm, '');
}

/** The tables of ours (Drizzle's migrations, pg-boss, the product's) a database already holds. */
export async function existingTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema in ('public', 'drizzle', 'pgboss') order by 1 limit 5`,
  );
  return rows.map((row) => row.name);
}

/**
 * Loads a dump into the database at `url` in one transaction: it all loads, or nothing does. Refuses a database
 * that already holds tables (there is no --force: drop and create the database to start again). Returns the
 * number of migrations the dump carried.
 */
export async function loadSqlDump(url: string, dump: string): Promise<{ migrations: number }> {
  if (!/^-- PostgreSQL database dump/m.test(dump.slice(0, 2000))) {
    throw new CliError('Not a dump made by `npm run db:export` (no "PostgreSQL database dump" header).');
  }
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw new CliError(
      `Cannot connect to DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  try {
    const tables = await existingTables(client);
    if (tables.length > 0) {
      throw new CliError(
        `The database at DATABASE_URL is not empty (it has ${tables.join(', ')}${tables.length === 5 ? ', …' : ''}). ` +
          'Import only into a new, empty database: drop it and create it again, then rerun.',
      );
    }
    await client.query('begin');
    try {
      await client.query(dump);
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw new CliError(`The dump did not load, nothing was imported: ${describeSqlError(error, dump)}`);
    }
    await client.query('commit');
    await client.query('analyze');
    const { rows } = await client.query<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    return { migrations: rows[0]?.count ?? 0 };
  } finally {
    await client.end().catch(() => undefined);
  }
}

function describeSqlError(error: unknown, dump: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const position = Number((error as { position?: string }).position);
  if (!Number.isFinite(position) || position <= 0) return message;
  const line = dump.slice(0, position).split('\n').length;
  return `${message} (line ${line}: ${dump.split('\n')[line - 1]?.slice(0, 120) ?? ''})`;
}

/** An embedded data directory that exists and holds a database, or a CliError that says what is there. */
export function assertPgliteDataDir(dataDir: string): void {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new CliError(`No embedded database in ${dataDir} (set DATA_DIR to the server's data directory).`);
  }
}
