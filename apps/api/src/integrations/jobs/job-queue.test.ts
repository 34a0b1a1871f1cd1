import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { createPgBossQueue, type JobQueue } from './job-queue.js';

let database: DatabaseHandle;
let queue: JobQueue;

beforeAll(async () => {
  database = await createTestDatabase();
  queue = createPgBossQueue({ executeSql: database.executeSql, eager: false, pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await queue.stop();
  await database.close();
});

async function until(condition: () => boolean, timeoutMs = 15_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the pg-boss job queue on the app database', { timeout: 30_000 }, () => {
  it('runs a sent job, and again after a failure', async () => {
    const seen: string[] = [];
    let failures = 0;
    await queue.work('test-jobs', async (data) => {
      const { value } = data as { value: string };
      if (value === 'flaky' && failures === 0) {
        failures += 1;
        throw new Error('first attempt fails');
      }
      seen.push(value);
    });
    await queue.send('test-jobs', { value: 'one' });
    await queue.send('test-jobs', { value: 'flaky' });
    await until(() => seen.includes('one') && seen.includes('flaky'));
    expect(failures).toBe(1);
    expect(seen.filter((value) => value === 'one')).toHaveLength(1);
  });
});
