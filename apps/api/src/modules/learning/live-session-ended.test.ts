import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnrollmentStateSchema, ErrorBodySchema } from '@counsel/contracts';
import { courses } from '../../db/schema/courses.js';
import { seedMembershipPlans } from '../../seed/seed-memberships.js';
import { seedCatalogFixtures } from '../../testing/catalog-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { liveKit, type Lawyer } from '../../testing/live-fixtures.js';

/*
 * A live course whose session is over (docs/product-rules.md#live-status: its join window closes 3 h after start) can no longer be
 * bought (POST /api/courses/{courseId}/checkout) or enrolled in (POST /api/courses/{courseId}/enroll): 409
 * LIVE_SESSION_ENDED, nothing changed. Upcoming and running sessions still can.
 */
const APP_URL = 'http://counsel.test';
const LIVE = 'cross-border-cpd-roundtable';
const HOUR = 3_600_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ APP_URL });
  await seedCatalogFixtures(t.database.db);
  await seedMembershipPlans(t.database.db);
  await t.database.db.update(courses).set({ priceCents: 4900 }).where(eq(courses.slug, LIVE));
});
afterAll(async () => t.close());

/** Moves the live session so that it started `offsetMs` ago (negative: starts in the future). */
async function sessionStarted(offsetMs: number) {
  await t.database.db
    .update(courses)
    .set({ liveStartsAt: new Date(Date.now() - offsetMs) })
    .where(eq(courses.slug, LIVE));
}

/** A lawyer with or without a membership (testing/live-fixtures.ts). */
const lawyer = (withMembership: boolean) => liveKit(t).lawyer(withMembership);

const post = (who: Lawyer, url: string) => t.app.inject({ method: 'POST', url, headers: who.headers });
const enroll = (who: Lawyer) => post(who, `/api/courses/${LIVE}/enroll`);
const checkout = (who: Lawyer) => post(who, `/api/courses/${LIVE}/checkout`);
async function enrollmentState(who: Lawyer) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/courses/${LIVE}/is-enrolled`,
    headers: who.headers,
  });
  expect(response.statusCode).toBe(200);
  return EnrollmentStateSchema.parse(response.json());
}

describe.each([
  ['ended an hour ago (window closed)', 4 * HOUR, true],
  ['just past its join window', 3 * HOUR + 60_000, true],
  ['in progress', HOUR, false],
  ['starting in two hours', -2 * HOUR, false],
])('a live session %s', (_label, startedAgo, ended) => {
  it(ended ? 'cannot be enrolled in: 409 LIVE_SESSION_ENDED' : 'can be enrolled in', async () => {
    await sessionStarted(startedAgo);
    const member = await lawyer(true);
    const response = await enroll(member);
    if (ended) {
      expect(response.statusCode).toBe(409);
      const { error } = ErrorBodySchema.parse(response.json());
      expect(error.code).toBe('LIVE_SESSION_ENDED');
      expect(error.message).toMatch(/has ended/);
      expect(await enrollmentState(member)).toEqual({
        enrolled: false,
        status: null,
        canEnroll: false,
        accessOptions: [],
      });
    } else {
      expect(response.statusCode).toBe(201);
      expect((await enrollmentState(member)).enrolled).toBe(true);
    }
  });

  it(ended ? 'cannot be bought: 409 LIVE_SESSION_ENDED' : 'can be bought', async () => {
    await sessionStarted(startedAgo);
    const guest = await lawyer(false);
    const response = await checkout(guest);
    if (ended) {
      expect(response.statusCode).toBe(409);
      const { error } = ErrorBodySchema.parse(response.json());
      expect(error.code).toBe('LIVE_SESSION_ENDED');
      expect(error.message).toMatch(/has ended/);
      expect((await enrollmentState(guest)).accessOptions).toEqual([]);
    } else {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveProperty('checkout_url');
      expect((await enrollmentState(guest)).accessOptions).toEqual(['MEMBERSHIP', 'PURCHASE']);
    }
  });
});

describe('a lawyer enrolled before the session ended', () => {
  it('still finds the enrollment (200), and is not refused', async () => {
    await sessionStarted(HOUR);
    const member = await lawyer(true);
    expect((await enroll(member)).statusCode).toBe(201);
    await sessionStarted(5 * HOUR);
    expect((await enroll(member)).statusCode).toBe(200);
    expect((await enrollmentState(member)).enrolled).toBe(true);
  });
});
