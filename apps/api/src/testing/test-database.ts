import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testDatabaseSettings } from '../config/env.js';
import { createDatabase, type DatabaseHandle } from '../db/database.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — in the PostgreSQL lane — a new database
 * on the TEST_DATABASE_URL server that is dropped again on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const settings = testDatabaseSettings();
  if (settings.driver === 'pglite') {
    const handle = await createDatabase({ kind: 'pglite', dataDir: null });
    await handle.migrate();
    return handle;
  }
  const name = `counsel_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: settings.url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(settings.url);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ kind: 'postgres', url: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: settings.url });
      await dropper.connect();
      // pg's pool.end() resolves before its clients have said goodbye; a forced drop that still finds one kills it,
      // and that client then raises an unhandled 57P01 in the test process. Wait for them to leave first.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const { rows } = await dropper.query<{ open: number }>(
          'select count(*)::int as open from pg_stat_activity where datname = $1',
          [name],
        );
        if ((rows[0]?.open ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}
