import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig, testRedisUrl } from '../config/env.js';
import { createTestDatabase } from '../testing/test-database.js';

/** With REDIS_URL, two API instances share their rate-limit counters (docs/engineering-rules.md#scaling-out). */
const redisUrl = testRedisUrl();

describe.skipIf(!redisUrl)('rate limit counters in Redis', () => {
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('counts requests to either instance against the same limit', async () => {
    const redis = new Redis(redisUrl ?? '');
    closers.push(() => redis.quit());
    // Start from zero: counters left by an earlier run must not leak in.
    const stale = await redis.keys('counsel-rate-limit:*');
    if (stale.length > 0) await redis.del(...stale);
    const database = await createTestDatabase();
    closers.push(() => database.close());
    const config = testConfig({ RATE_LIMIT_MAX: '3' });
    const first = await buildApp({ config, database, redis });
    const second = await buildApp({ config, database, redis });
    closers.push(
      () => first.close(),
      () => second.close(),
    );

    const statuses: number[] = [];
    for (const app of [first, second, first, second]) {
      statuses.push((await app.inject({ method: 'GET', url: '/api/catalog/practice-areas' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
