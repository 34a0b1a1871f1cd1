import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { createPgBossQueue, type JobQueue } from './job-queue.js';

let database: DatabaseHandle;
let queue: JobQueue;
const seen: string[] = [];
let failures = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  queue = createPgBossQueue({ executeSql: database.executeSql, eager: false, pollingIntervalSeconds: 0.5 });
  await queue.work('test-jobs', { expireInSeconds: 30, policy: 'stately' }, async (data) => {
    const { value } = data as { value: string };
    if (value === 'flaky' && failures === 0) {
      failures += 1;
      throw new Error('first attempt fails');
    }
    seen.push(value);
  });
});
afterAll(async () => {
  await queue.stop();
  await database.close();
});

async function jobCount(value: string): Promise<number> {
  const { rows } = await database.executeSql(
    `select count(*)::int as count from pgboss.job where name = 'test-jobs' and data->>'value' = $1`,
    [value],
  );
  return (rows[0] as { count: number }).count;
}

describe('the pg-boss job queue on the app database', { timeout: 30_000 }, () => {
  it('tells its state (GET /api/ready) and its jobs by state (metrics)', async () => {
    const other = createPgBossQueue({ executeSql: database.executeSql, eager: false });
    await other.work('state-jobs', { expireInSeconds: 30 }, async () => undefined);
    expect(other.state()).toBe('lazy');
    expect(await other.counts()).toEqual([]);
    await other.send('state-jobs', { value: 'counted' });
    expect(other.state()).toBe('running');
    await other.drain();
    expect(await other.counts()).toEqual([{ queue: 'state-jobs', state: 'completed', count: 1 }]);
    await other.stop();
    expect(other.state()).toBe('stopped');
  });

  it('runs a sent job, and again after a failure', async () => {
    await queue.send('test-jobs', { value: 'one' }, { singletonKey: 'one' });
    await queue.send('test-jobs', { value: 'flaky' }, { singletonKey: 'flaky' });
    await queue.drain();
    expect(failures).toBe(1);
    expect(seen.filter((value) => value === 'one')).toHaveLength(1);
    expect(seen).toContain('flaky');
  });

  it('enqueues inside a transaction: the job exists only if the transaction commits', async () => {
    await queue.start();
    await database.db.transaction(async (tx) => {
      await queue.enqueue(tx, 'test-jobs', { value: 'committed' }, { singletonKey: 'committed' });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue(tx, 'test-jobs', { value: 'rolled-back' }, { singletonKey: 'rolled-back' });
        await tx.execute(sql`select 1`);
        throw new Error('the use case fails after enqueueing');
      }),
    ).rejects.toThrow('the use case fails');
    await queue.drain();
    expect(seen).toContain('committed');
    expect(seen).not.toContain('rolled-back');
    expect(await jobCount('rolled-back')).toBe(0);
  });

  it('keeps one waiting job per singleton key', async () => {
    await database.db.transaction(async (tx) => {
      await queue.enqueue(tx, 'test-jobs', { value: 'keyed' }, { singletonKey: 'same' });
      await queue.enqueue(tx, 'test-jobs', { value: 'keyed' }, { singletonKey: 'same' });
    });
    expect(await jobCount('keyed')).toBe(1);
    await queue.drain();
    expect(seen.filter((value) => value === 'keyed')).toHaveLength(1);
  });

  it('sends no second job for a key whose job is running, so a job stuck in a dead process does not hold up the queue', async () => {
    // One instance takes the job keyed "stuck" and never finishes it (as if killed mid-job: the job stays active).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const stuck = createPgBossQueue({
      executeSql: database.executeSql,
      eager: false,
      pollingIntervalSeconds: 0.5,
    });
    await stuck.work('orphan-jobs', { expireInSeconds: 30, policy: 'stately' }, () => held);
    await stuck.send('orphan-jobs', { value: 'stuck' }, { singletonKey: 'stuck' });
    const stateOf = async (value: string) => {
      const { rows } = await database.executeSql(
        `select state from pgboss.job where name = 'orphan-jobs' and data->>'value' = $1 order by created_on`,
        [value],
      );
      return rows.map((row) => (row as { state: string }).state);
    };
    await expect.poll(() => stateOf('stuck'), { timeout: 10_000 }).toEqual(['active']);

    // Another instance: the same event again (a redelivery) is not queued twice; the next job still runs.
    const done: string[] = [];
    const other = createPgBossQueue({
      executeSql: database.executeSql,
      eager: false,
      pollingIntervalSeconds: 0.5,
    });
    await other.work('orphan-jobs', { expireInSeconds: 30, policy: 'stately' }, async (data) => {
      done.push((data as { value: string }).value);
    });
    await other.send('orphan-jobs', { value: 'stuck' }, { singletonKey: 'stuck' });
    await database.db.transaction((tx) =>
      other.enqueue(tx, 'orphan-jobs', { value: 'stuck' }, { singletonKey: 'stuck' }),
    );
    expect(await stateOf('stuck')).toEqual(['active']);
    await other.send('orphan-jobs', { value: 'next' }, { singletonKey: 'next' });
    await expect.poll(() => done, { timeout: 10_000 }).toEqual(['next']);

    release();
    await other.stop();
    await stuck.stop();
  });

  it('gives each queue the expiry its jobs need', async () => {
    const { rows } = await database.executeSql(
      `select expire_seconds as "expireSeconds", policy from pgboss.queue where name = 'test-jobs'`,
    );
    expect(rows[0]).toEqual({ expireSeconds: 30, policy: 'stately' });
  });

  it('refuses to enqueue for a queue nobody works', async () => {
    await expect(
      database.db.transaction((tx) => queue.enqueue(tx, 'nobody-works-this', { value: 'x' })),
    ).rejects.toThrow('No handler');
  });
});
