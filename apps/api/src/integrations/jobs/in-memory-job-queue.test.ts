import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.js';
import { UnitOfWork } from './unit-of-work.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { createInMemoryJobQueue } from './in-memory-job-queue.js';
import type { JobQueue } from './job-queue.js';
import { defineJob, registerJob } from './job-registry.js';

const TEST_JOB = defineJob({
  name: 'test-jobs',
  payload: z.object({ value: z.string().min(1) }),
  policy: { expireInSeconds: 30, policy: 'stately', retryLimit: 2 },
  singletonKey: ({ value }) => value,
});

let database: DatabaseHandle;
let queue: JobQueue;
let unitOfWork: UnitOfWork;
const seen: string[] = [];
let failures = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  queue = createInMemoryJobQueue({ executeSql: database.executeSql });
  unitOfWork = new UnitOfWork(database.db, queue);
  await registerJob(queue, TEST_JOB, async ({ value }) => {
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

describe('the in-memory job queue of the route tests', () => {
  it('runs a sent job, and again after a failure', async () => {
    await unitOfWork.send(TEST_JOB, { value: 'one' });
    await unitOfWork.send(TEST_JOB, { value: 'flaky' });
    await queue.drain();
    expect(failures).toBe(1);
    expect(seen.filter((value) => value === 'one')).toHaveLength(1);
    expect(seen).toContain('flaky');
  });

  it('runs a job enqueued in a unit of work only if its transaction commits', async () => {
    await unitOfWork.run((work) => work.enqueue(TEST_JOB, { value: 'committed' }));
    await expect(
      unitOfWork.run(async (work) => {
        await work.enqueue(TEST_JOB, { value: 'rolled-back' });
        throw new Error('the use case fails after enqueueing');
      }),
    ).rejects.toThrow('the use case fails');
    await queue.drain();
    expect(seen).toContain('committed');
    expect(seen).not.toContain('rolled-back');
  });

  it('keeps one waiting job per singleton key', async () => {
    await unitOfWork.run(async (work) => {
      await work.enqueue(TEST_JOB, { value: 'keyed' });
      await work.enqueue(TEST_JOB, { value: 'keyed' });
    });
    await queue.drain();
    expect(seen.filter((value) => value === 'keyed')).toHaveLength(1);
  });

  it('checks the payload against the job’s schema before it is queued', async () => {
    await expect(unitOfWork.run((work) => work.enqueue(TEST_JOB, { value: '' }))).rejects.toThrow();
    await expect(
      database.db.transaction((tx) => queue.enqueue(tx, 'nobody-works-this', { value: 'x' })),
    ).rejects.toThrow('No handler');
  });
});
