import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, LiveSessionListSchema, LiveSessionSchema } from '@counsel/contracts';
import { LIVE_COURSE, LIVE_TEST_APP_URL, liveKit, ON_DEMAND_COURSE } from '../../testing/live-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/* POST /dev/live-sessions: the browser tests' session starting soon; outside production only. */
let t: TestApp;
let k: ReturnType<typeof liveKit>;

beforeAll(async () => {
  t = await createTestApp({ APP_URL: LIVE_TEST_APP_URL });
  k = liveKit(t);
  await k.seed();
});
afterAll(async () => t.close());

describe('a development session starting soon', () => {
  it('is scheduled for a signed-in user, listed, and becomes the course’s current session', async () => {
    const lawyer = await k.lawyer(false);
    const before = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/dev/live-sessions',
      headers: lawyer.headers,
      payload: { courseId: LIVE_COURSE, startsInSeconds: 60, durationMinutes: 6 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const session = LiveSessionSchema.parse(response.json());
    const startsAt = new Date(session.startsAt).getTime();
    expect(startsAt - before).toBeGreaterThanOrEqual(59_000);
    expect(startsAt - before).toBeLessThan(62_000);
    expect(new Date(session.endsAt).getTime() - startsAt).toBe(6 * 60_000);
    const listed = LiveSessionListSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/live/courses/${LIVE_COURSE}/sessions` })).json(),
    );
    expect(listed.items[0]?.id).toBe(session.id);
  });

  it('refuses visitors, unknown or on-demand courses and out-of-range values, creating nothing', async () => {
    const lawyer = await k.lawyer(false);
    const count = async () => (await k.sessionsOf()).length;
    const before = await count();
    const post = (payload: object, headers: Record<string, string> = lawyer.headers) =>
      t.app.inject({ method: 'POST', url: '/dev/live-sessions', headers, payload });
    expect(
      (await post({ courseId: LIVE_COURSE, startsInSeconds: 60, durationMinutes: 6 }, {})).statusCode,
    ).toBe(401);
    const unknown = await post({ courseId: 'no-such-course', startsInSeconds: 60, durationMinutes: 6 });
    expect(ErrorBodySchema.parse(unknown.json()).error.code).toBe('COURSE_NOT_FOUND');
    const onDemand = await post({ courseId: ON_DEMAND_COURSE, startsInSeconds: 60, durationMinutes: 6 });
    expect(ErrorBodySchema.parse(onDemand.json()).error.code).toBe('NOT_A_LIVE_COURSE');
    expect((await post({ courseId: LIVE_COURSE, startsInSeconds: 5, durationMinutes: 6 })).statusCode).toBe(
      400,
    );
    expect((await post({ courseId: LIVE_COURSE, startsInSeconds: 60, durationMinutes: 0 })).statusCode).toBe(
      400,
    );
    expect(await count()).toBe(before);
  });
});

describe('in production', () => {
  it('does not exist', async () => {
    const production = await createTestApp({
      APP_URL: LIVE_TEST_APP_URL,
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
    });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/dev/live-sessions',
        payload: { courseId: LIVE_COURSE, startsInSeconds: 60, durationMinutes: 6 },
      });
      expect(response.statusCode).toBe(404);
      expect(ErrorBodySchema.parse(response.json()).error.code).toBe('NOT_FOUND');
    } finally {
      await production.close();
    }
  });
});
