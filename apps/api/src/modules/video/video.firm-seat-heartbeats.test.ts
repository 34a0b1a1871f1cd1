import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, HeartbeatResultSchema, PlaybackSchema } from '@counsel/contracts';
import { courses } from '../../db/schema/courses.js';
import { firmKit, type Admin, type FirmKit } from '../../testing/enterprise-fixtures.js';
import { attachDemoRecording } from '../../testing/learning-fixtures.js';
import { ManualClock } from '../../testing/manual-clock.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { seedMembershipPlans } from '../../seed/seed-memberships.js';
import { seedCatalogFixtures } from '../../testing/catalog-fixtures.js';

/*
 * A firm lawyer watches with a playback-session token, which carries no lookup of the seat: removing the lawyer from
 * the firm must stop credit at the next heartbeat (the heartbeat's own statement re-checks the seat), even though the
 * instance kept the lawyer's heartbeat state from the previous one.
 */
const COURSE = 'divorce-mediation-essentials';
const clock = new ManualClock(Date.now());
let t: TestApp;
let k: FirmKit;
let admin: Admin;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  await seedMembershipPlans(t.database.db);
  await seedCatalogFixtures(t.database.db);
  k = firmKit(t);
  const [course] = await t.database.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, COURSE));
  await attachDemoRecording(t.database.db, course?.id ?? '');
  admin = await k.firmAdministrator('Fiona Firm', 'fiona.firm@example.com', 3);
});
afterAll(async () => t.close());

describe('a firm seat on the playback-token path', () => {
  it('stops credit at the next heartbeat once the lawyer is removed from the firm, changing nothing', async () => {
    const invited = await k.invite(admin, 'Lena Lawyer', 'lena.lawyer@example.com');
    const invitation = await k.invitationToken('lena.lawyer@example.com');
    const lena = await k.account('Lena Lawyer', 'lena.lawyer@example.com');
    expect((await k.accept(invitation, lena.token)).statusCode).toBe(200);
    const headers = { authorization: `Bearer ${await k.freshToken(lena.cookie)}` };
    const enrolled = await t.app.inject({ method: 'POST', url: `/api/courses/${COURSE}/enroll`, headers });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const playback = await t.app.inject({ method: 'GET', url: `/api/mux/${COURSE}`, headers });
    expect(playback.statusCode).toBe(200);
    const playbackToken = PlaybackSchema.parse(playback.json()).playbackToken;
    const sessionId = crypto.randomUUID();
    const beat = (position: number, sequence: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/mux/progress/${COURSE}`,
        headers,
        payload: {
          sessionId,
          event: sequence === 0 ? 'start' : 'tick',
          position,
          sequence,
          playbackRate: 1,
          playbackToken,
        },
      });

    expect((await beat(0, 0)).statusCode).toBe(200);
    clock.advance(10_000);
    const credited = await beat(10, 1);
    expect(HeartbeatResultSchema.parse(credited.json()).credited).toEqual([0, 10]);

    const removed = await k.call(
      admin,
      'POST',
      `/api/enterprise/delete-lawyer?enterpriseMemberId=${invited.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    clock.advance(10_000);
    const refused = await beat(20, 2);
    expect(refused.statusCode).toBe(403);
    expect(ErrorBodySchema.parse(refused.json()).error.code).toBe('ENROLLMENT_INACTIVE');
    const progress = await t.app.inject({ method: 'GET', url: `/api/mux/progress/${COURSE}`, headers });
    expect(progress.statusCode).toBe(200);
    expect(progress.json<{ watchedRanges: unknown }>().watchedRanges).toEqual([[0, 10]]);
  });
});
