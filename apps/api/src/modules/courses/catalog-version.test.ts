import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseSettings } from '../../config/env.js';
import type { DatabaseHandle } from '../../db/database.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { CatalogVersion } from './catalog-version.js';
import { CoursesRepository } from './courses.repository.js';

// The catalog version an instance knows: it follows every write to a catalog table (migration 0026's triggers and
// NOTIFY), and is unknown, so nothing is cached, while its subscription is down.
const driver = testDatabaseSettings().driver;
let database: DatabaseHandle;
let version: CatalogVersion;

beforeAll(async () => {
  database = await createTestDatabase();
  version = new CatalogVersion(new CoursesRepository(database.db), (channel, handlers) =>
    database.listen(channel, handlers),
  );
  await version.start();
});
afterAll(async () => {
  await version.stop();
  await database.close();
});

async function until(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 100 && !condition(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(`the catalog version (${driver})`, () => {
  it('rises with each write to a catalog table, and not with a rolled-back one', async () => {
    const start = version.current() ?? 0;
    expect(start).toBeGreaterThan(0);
    await database.executeSql(`insert into practice_areas (slug, name) values ('maritime', 'Maritime')`);
    await until(() => version.current() === start + 1);
    expect(version.current()).toBe(start + 1);

    // A rolled-back change leaves the version (and every cache) as it was.
    await database.executeSql(
      `begin; insert into practice_areas (slug, name) values ('aviation', 'Aviation'); rollback;`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { rows } = await database.executeSql('select version from catalog_state');
    expect(rows).toEqual([{ version: start + 1 }]);
    expect(version.current()).toBe(start + 1);
  });

  it.skipIf(driver !== 'postgres')(
    'is unknown while its connection is lost, and catches up with what it missed once reconnected',
    async () => {
      const before = version.current() ?? 0;
      await database.executeSql(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'`,
      );
      await until(() => version.current() === null);
      expect(version.current()).toBeNull();
      // Changed while nobody listened: the notification is lost, the re-read after reconnecting finds it.
      await database.executeSql(`update practice_areas set name = name where slug = 'maritime'`);
      await until(() => (version.current() ?? 0) > before);
      expect(version.current()).toBe(before + 1);
    },
  );
});
