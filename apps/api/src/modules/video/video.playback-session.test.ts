import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ErrorBodySchema,
  HeartbeatResultSchema,
  PlaybackSchema,
  WatchProgressSchema,
  type Heartbeat,
} from '@counsel/contracts';
import { courses } from '../../db/schema/courses.js';
import { enrollments } from '../../db/schema/learning.js';
import { attendanceCheckpoints, courseMedia } from '../../db/schema/video.js';
import { seedMembershipPlans } from '../../seed/seed-memberships.js';
import { seedCatalogFixtures } from '../../testing/catalog-fixtures.js';
import {
  attachDemoRecording,
  newMember,
  setMembershipStatus,
  type Member,
} from '../../testing/learning-fixtures.js';
import { ManualClock } from '../../testing/manual-clock.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { PlaybackSessionTokens } from './playback-session.js';

/*
 * The playback-session token of GET /api/mux/{courseId}: heartbeats that carry it skip every lookup, so these pin
 * what the token and the heartbeat's own statement still refuse — a forged, foreign or misdirected token (401), and
 * credit once access ends (membership over, enrollment gone, course unpublished) — and that refusals change nothing.
 */
const APP_URL = 'http://counsel.test';
const COURSE = 'divorce-mediation-essentials';
const OTHER_COURSE = 'banking-regulation-update';
let t: TestApp;
let courseId = '';
let clockOrigin = 0;

beforeAll(async () => {
  t = await createTestApp({ APP_URL });
  await seedCatalogFixtures(t.database.db);
  await seedMembershipPlans(t.database.db);
  for (const slug of [COURSE, OTHER_COURSE]) {
    const [course] = await t.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, slug));
    await attachDemoRecording(t.database.db, course?.id ?? '');
    if (slug === COURSE) courseId = course?.id ?? '';
  }
});
afterEach(async () => {
  vi.useRealTimers();
  await t.database.db.update(courses).set({ published: true }).where(eq(courses.id, courseId));
});
afterAll(async () => t.close());

async function enroll(member: Member, slug = COURSE): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/courses/${slug}/enroll`,
    headers: member.headers,
  });
  expect(response.statusCode).toBe(201);
  const playback = await t.app.inject({ method: 'GET', url: `/api/mux/${slug}`, headers: member.headers });
  expect(playback.statusCode).toBe(200);
  return PlaybackSchema.parse(playback.json()).playbackToken;
}

async function viewer(): Promise<{ member: Member; token: string }> {
  const member = await newMember(t.app, t.database.db, APP_URL);
  const token = await enroll(member);
  clockOrigin = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  return { member, token };
}

function beat(
  member: Member,
  atSeconds: number,
  body: Partial<Heartbeat> & { playbackToken: string },
  course = COURSE,
) {
  vi.setSystemTime(clockOrigin + atSeconds * 1000);
  return t.app.inject({
    method: 'POST',
    url: `/api/mux/progress/${course}`,
    headers: member.headers,
    payload: { sessionId: SESSION, event: 'tick', playbackRate: 1, ...body },
  });
}

const SESSION = '5d0f0f4e-8a59-4d55-9a3c-111111111111';

async function watchedSeconds(member: Member): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/mux/progress/${COURSE}`,
    headers: member.headers,
  });
  expect(response.statusCode).toBe(200);
  return WatchProgressSchema.parse(response.json()).watchedSeconds;
}

function errorCode(response: { json(): unknown }): string {
  return ErrorBodySchema.parse(response.json()).error.code;
}

/** start at 0, ticks to 20 s: 20 s credited on the token's path. */
async function watchTwenty(member: Member, token: string) {
  expect(
    (await beat(member, 0, { event: 'start', position: 0, sequence: 0, playbackToken: token })).statusCode,
  ).toBe(200);
  const tick = await beat(member, 10, { position: 10, sequence: 1, playbackToken: token });
  expect(HeartbeatResultSchema.parse(tick.json()).credited).toEqual([0, 10]);
  const next = await beat(member, 20, { position: 20, sequence: 2, playbackToken: token });
  expect(HeartbeatResultSchema.parse(next.json()).credited).toEqual([10, 20]);
}

describe('a heartbeat with a playback-session token', () => {
  it('credits what the clock allows, and refuses a forged, foreign or misdirected token with 401, changing nothing', async () => {
    const { member, token } = await viewer();
    await watchTwenty(member, token);
    const [version, body, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const otherEnrollment = Buffer.from(JSON.stringify({ ...claims, durationSeconds: 100_000 })).toString(
      'base64url',
    );
    const forged = [
      `${version}.${otherEnrollment}.${signature}`,
      `${version}.${body}.${'A'.repeat(signature?.length ?? 43)}`,
      'not-a-token',
      `${token}.extra`,
    ];
    for (const playbackToken of forged) {
      const response = await beat(member, 30, { position: 30, sequence: 3, playbackToken });
      expect(response.statusCode).toBe(401);
      expect(errorCode(response)).toBe('PLAYBACK_SESSION_INVALID');
    }
    const stranger = await newMember(t.app, t.database.db, APP_URL, 'stranger');
    await t.app.inject({ method: 'POST', url: `/api/courses/${COURSE}/enroll`, headers: stranger.headers });
    const borrowed = await beat(stranger, 30, { position: 30, sequence: 3, playbackToken: token });
    expect(borrowed.statusCode).toBe(401);
    expect(errorCode(borrowed)).toBe('PLAYBACK_SESSION_INVALID');
    const elsewhere = await beat(
      member,
      30,
      { position: 30, sequence: 3, playbackToken: token },
      OTHER_COURSE,
    );
    expect(elsewhere.statusCode).toBe(401);
    const badInput = await beat(member, 30, { position: -5, sequence: 3, playbackToken: token });
    expect(badInput.statusCode).toBe(400);
    expect(await watchedSeconds(member)).toBe(20);
    // The refused beats did not move the session on: the next honest one still credits.
    const next = await beat(member, 30, { position: 30, sequence: 3, playbackToken: token });
    expect(HeartbeatResultSchema.parse(next.json()).credited).toEqual([20, 30]);
  });

  it('stops crediting as soon as the membership ends, and credits again once it is renewed', async () => {
    const { member, token } = await viewer();
    await watchTwenty(member, token);
    await setMembershipStatus(t.database.db, member.userId, 'CANCELED');
    const refused = await beat(member, 30, { position: 30, sequence: 3, playbackToken: token });
    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused)).toBe('ENROLLMENT_INACTIVE');
    expect(await watchedSeconds(member)).toBe(20);
    await setMembershipStatus(t.database.db, member.userId, 'ACTIVE');
    const renewed = await beat(member, 40, { position: 30, sequence: 4, playbackToken: token });
    expect(renewed.statusCode).toBe(200);
    expect(HeartbeatResultSchema.parse(renewed.json()).credited).toEqual([20, 30]);
  });

  it('stops crediting when the course is unpublished or the enrollment is gone', async () => {
    const { member, token } = await viewer();
    await watchTwenty(member, token);
    await t.database.db.update(courses).set({ published: false }).where(eq(courses.id, courseId));
    const unpublished = await beat(member, 30, { position: 30, sequence: 3, playbackToken: token });
    expect(unpublished.statusCode).toBe(404);
    expect(errorCode(unpublished)).toBe('COURSE_NOT_FOUND');
    await t.database.db.update(courses).set({ published: true }).where(eq(courses.id, courseId));
    await t.database.db.delete(enrollments).where(eq(enrollments.userId, member.userId));
    const gone = await beat(member, 40, { position: 30, sequence: 4, playbackToken: token });
    expect(gone.statusCode).toBe(403);
    expect(errorCode(gone)).toBe('NOT_ENROLLED');
  });
});

describe('attendance codes on the token path', () => {
  it('reveals each code once its moment is watched, and the revealed code is the one accepted', async () => {
    const { member, token } = await viewer();
    const [media] = await t.database.db
      .select({ duration: courseMedia.durationSeconds })
      .from(courseMedia)
      .where(eq(courseMedia.courseId, courseId));
    const duration = media?.duration ?? 0;
    const revealed: string[] = [];
    let sequence = 0;
    await beat(member, 0, { event: 'start', position: 0, sequence, playbackToken: token });
    for (let position = 10; position < duration + 10; position += 10) {
      sequence += 1;
      const at = Math.min(position, duration);
      const response = await beat(member, at, {
        event: at >= duration ? 'ended' : 'tick',
        position: at,
        sequence,
        playbackToken: token,
      });
      expect(response.statusCode).toBe(200);
      revealed.push(...HeartbeatResultSchema.parse(response.json()).revealedCodes.map((code) => code.code));
    }
    const [enrollment] = await t.database.db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(eq(enrollments.userId, member.userId));
    const planned = await t.database.db
      .select({ code: attendanceCheckpoints.code })
      .from(attendanceCheckpoints)
      .where(eq(attendanceCheckpoints.enrollmentId, enrollment?.id ?? ''));
    expect(revealed).toEqual(planned.map((checkpoint) => checkpoint.code));
    for (const code of revealed) {
      const entered = await t.app.inject({
        method: 'POST',
        url: `/api/mux/attendance-code/${COURSE}`,
        headers: member.headers,
        payload: { code },
      });
      expect(entered.statusCode).toBe(200);
    }
    const done = WatchProgressSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/mux/progress/${COURSE}`, headers: member.headers })
      ).json(),
    );
    expect(done.watchRequirementMet).toBe(true);
    expect(done.verification.complete).toBe(true);
  });
});

describe('PlaybackSessionTokens', () => {
  const claims = {
    userId: 'u',
    enrollmentId: 'e',
    courseId: 'c',
    courseSlug: 's',
    access: 'MEMBERSHIP' as const,
    durationSeconds: 60,
  };

  it('expires at its lifetime or the grant, whichever comes first, with 401 PLAYBACK_SESSION_EXPIRED', () => {
    const clock = new ManualClock();
    const tokens = new PlaybackSessionTokens('a secret of at least thirty-two characters', clock, 60_000);
    const { token } = tokens.issue(claims, new Date(clock.now().getTime() + 30_000));
    expect(tokens.verify(token).enrollmentId).toBe('e');
    clock.advance(30_000);
    expect(() => tokens.verify(token)).toThrow(
      expect.objectContaining({ code: 'PLAYBACK_SESSION_EXPIRED', statusCode: 401 }),
    );
  });

  it('remembers a checked token by its exact text: an altered copy of it is still refused', () => {
    const clock = new ManualClock();
    const tokens = new PlaybackSessionTokens('a secret of at least thirty-two characters', clock);
    const { token } = tokens.issue(claims);
    expect(tokens.verify(token)).toEqual(tokens.verify(token));
    const [version, body, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(body, 'base64url').toString('utf8')),
        userId: 'someone else',
      }),
    ).toString('base64url');
    for (const altered of [
      `${version}.${forged}.${signature}`,
      `${token}x`,
      `${version}.${body}.${signature}.`,
    ]) {
      expect(() => tokens.verify(altered)).toThrow(
        expect.objectContaining({ code: 'PLAYBACK_SESSION_INVALID', statusCode: 401 }),
      );
    }
  });

  it('accepts only tokens signed with its own secret', () => {
    const clock = new ManualClock();
    const ours = new PlaybackSessionTokens('a secret of at least thirty-two characters', clock);
    const theirs = new PlaybackSessionTokens('another secret, also thirty-two characters', clock);
    expect(() => ours.verify(theirs.issue(claims).token)).toThrow(
      expect.objectContaining({ code: 'PLAYBACK_SESSION_INVALID', statusCode: 401 }),
    );
  });
});
