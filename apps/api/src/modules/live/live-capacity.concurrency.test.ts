import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, LiveSessionListSchema } from '@counsel/contracts';
import { testDatabaseSettings } from '../../config/env.js';
import { LIVE_COURSE, LIVE_TEST_APP_URL, liveKit, type Lawyer } from '../../testing/live-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * A session's capacity is never exceeded: parallel registrations queue on the session's row lock. PGlite has one
 * connection, so the race only shows on PostgreSQL (the CI's PostgreSQL lane runs this file there); with 3 seats and
 * 20 lawyers an unguarded count lets a whole batch of the pool's 10 connections through.
 */
let t: TestApp;
let k: ReturnType<typeof liveKit>;

beforeAll(async () => {
  t = await createTestApp({ APP_URL: LIVE_TEST_APP_URL });
  k = liveKit(t);
  await k.seed();
});
afterAll(async () => t.close());

describe(`a live session's seats under parallel registrations (${testDatabaseSettings().driver})`, () => {
  it('lets exactly 3 of 20 parallel registrations take the 3 seats', async () => {
    const [session] = await k.sessionsOf();
    if (!session) throw new Error('no session');
    await k.setSession(session.id, { capacity: 3, startsAt: new Date(Date.now() + 60 * 60_000) });
    const lawyers: Lawyer[] = [];
    for (let index = 0; index < 20; index += 1) lawyers.push(await k.lawyer(true, `Racer ${index}`));
    const responses = await Promise.all(
      lawyers.map((lawyer) =>
        t.app.inject({
          method: 'POST',
          url: `/api/live/sessions/${session.id}/registration`,
          headers: lawyer.headers,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(ErrorBodySchema.parse(response.json()).error.code).toBe('LIVE_SESSION_FULL');
    }
    const { items } = LiveSessionListSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/live/courses/${LIVE_COURSE}/sessions` })).json(),
    );
    expect(items.find((item) => item.id === session.id)?.seatsLeft).toBe(0);
  }, 120_000);
});
