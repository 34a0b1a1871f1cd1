import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorBodySchema,
  HeartbeatResultSchema,
  WatchProgressSchema,
  type Heartbeat,
} from '@counsel/contracts';
import { enrollments } from '../../db/schema/learning.js';
import { attendanceCheckpoints } from '../../db/schema/video.js';
import { newMember, videoServiceFor, type Member } from '../../testing/learning-fixtures.js';
import type { TestApp } from '../../testing/test-app.js';
import { createVideoTestApp } from '../../testing/video-fixtures.js';
import type { VideoService } from './video.service.js';
import type { ManualClock } from '../../testing/manual-clock.js';

/*
 * The heartbeat rules on a real database, at chosen clock times (the test moves the video service's clock;
 * VideoService.heartbeat is the code the route runs):
 * none of the ways to cheat earns credit, and honest viewing always completes.
 */
const APP_URL = 'http://counsel.test';
const COURSE = 'divorce-mediation-essentials';
let t: TestApp;
let video: VideoService;
let clock: ManualClock;
const START = 1_800_000_000_000;
let duration = 0;

beforeAll(async () => {
  ({ t, duration } = await createVideoTestApp(APP_URL, COURSE));
  ({ service: video, clock } = await videoServiceFor(t.database));
});
afterAll(async () => t.close());

async function viewer(): Promise<Member> {
  const member = await newMember(t.app, t.database.db, APP_URL);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/courses/${COURSE}/enroll`,
    headers: member.headers,
  });
  expect(response.statusCode).toBe(201);
  return member;
}

/** One heartbeat at `atSeconds` on a clock that starts at a fixed instant. */
async function beat(
  member: Member,
  session: string,
  atSeconds: number,
  beatBody: Omit<Heartbeat, 'sessionId' | 'playbackRate'>,
) {
  clock.set(START + atSeconds * 1000);
  return video.recordHeartbeat(member.identity, COURSE, { sessionId: session, playbackRate: 1, ...beatBody });
}

async function watch(member: Member, session: string, from: number, to: number, startAt: number, every = 10) {
  const codes: string[] = [];
  await beat(member, session, startAt, { event: 'start', position: from });
  let position = from;
  let at = startAt;
  while (position < to) {
    const step = Math.min(every, to - position);
    position += step;
    at += step;
    const result = await beat(member, session, at, {
      event: position >= duration ? 'ended' : 'tick',
      position,
    });
    codes.push(...result.revealedCodes.map((code) => code.code));
  }
  return codes;
}

async function progress(member: Member) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/mux/progress/${COURSE}`,
    headers: member.headers,
  });
  expect(response.statusCode).toBe(200);
  return WatchProgressSchema.parse(response.json());
}

async function enterCode(member: Member, code: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/mux/attendance-code/${COURSE}`,
    headers: member.headers,
    payload: { code },
  });
}

async function checkpointsOf(member: Member) {
  const [enrollment] = await t.database.db
    .select()
    .from(enrollments)
    .where(eq(enrollments.userId, member.userId));
  return t.database.db
    .select()
    .from(attendanceCheckpoints)
    .where(eq(attendanceCheckpoints.enrollmentId, enrollment?.id ?? ''));
}

describe('heartbeats on the server clock', () => {
  it('honest viewing completes: every code is revealed once its moment was watched, and accepted', async () => {
    const member = await viewer();
    const codes = await watch(member, crypto.randomUUID(), 0, duration, 0);
    const state = await progress(member);
    expect(state.watchRequirementMet).toBe(true);
    expect(state.progressPercent).toBe(100);
    expect(codes.length).toBe((await checkpointsOf(member)).length);
    expect(state.verification).toEqual({ method: 'ATTENDANCE_CODES', codesEntered: 0, complete: false });
    for (const code of codes) expect((await enterCode(member, code)).statusCode).toBe(200);
    expect((await progress(member)).verification.complete).toBe(true);
  });

  it('faster than the clock, or a jump to the end, earns nothing and reveals no code', async () => {
    const member = await viewer();
    const session = crypto.randomUUID();
    await beat(member, session, 0, { event: 'start', position: 0 });
    const doubleSpeed = await beat(member, session, 10, { event: 'tick', position: 20 });
    expect(doubleSpeed.credited).toBeNull();
    const jump = await beat(member, session, 12, {
      event: 'seek',
      position: duration - 1,
      previousPosition: 21,
    });
    const ended = await beat(member, session, 13, { event: 'ended', position: duration });
    expect(jump.revealedCodes).toEqual([]);
    expect(ended.revealedCodes).toEqual([]);
    const state = await progress(member);
    expect(state.watchedSeconds).toBeLessThanOrEqual(2);
    expect(state.watchRequirementMet).toBe(false);
  });

  it('two devices at once earn no more than one clock allows; the resume point follows the latest device', async () => {
    const member = await viewer();
    const phone = crypto.randomUUID();
    const laptop = crypto.randomUUID();
    const half = Math.floor(duration / 2);
    await beat(member, phone, 0, { event: 'start', position: 0 });
    await beat(member, laptop, 0.5, { event: 'start', position: half });
    for (let step = 1; step * 10 <= half; step += 1) {
      await beat(member, phone, step * 10, { event: 'tick', position: step * 10 });
      await beat(member, laptop, step * 10 + 0.5, { event: 'tick', position: half + step * 10 });
    }
    const state = await progress(member);
    expect(state.watchedSeconds).toBeLessThanOrEqual(half * 1.1 + 8);
    expect(state.watchRequirementMet).toBe(false);
    expect(state.resumePositionSeconds).toBeGreaterThan(half);
  });

  it('repeated and out-of-order heartbeats add nothing twice; resuming later on another device completes', async () => {
    const member = await viewer();
    const first = crypto.randomUUID();
    await beat(member, first, 0, { event: 'start', position: 0, sequence: 0 });
    await beat(member, first, 10, { event: 'tick', position: 10, sequence: 2 });
    await beat(member, first, 10.2, { event: 'tick', position: 10, sequence: 2 }); // a retry
    const late = await beat(member, first, 10.4, { event: 'tick', position: 4, sequence: 1 }); // overtaken
    expect(late.credited).toBeNull();
    await beat(member, first, 20, { event: 'pause', position: 20, sequence: 3 });
    expect((await progress(member)).watchedSeconds).toBeLessThanOrEqual(20);
    const codes = await watch(member, crypto.randomUUID(), 20, duration, 9000);
    expect((await progress(member)).watchRequirementMet).toBe(true);
    for (const code of codes) expect((await enterCode(member, code)).statusCode).toBe(200);
  });
});

describe('attendance codes', () => {
  it('refuses a code whose moment was not watched yet (even the right digits), and a wrong code', async () => {
    const member = await viewer();
    await watch(member, crypto.randomUUID(), 0, 10, 0);
    const [checkpoint] = await checkpointsOf(member);
    expect(checkpoint?.revealedAt).toBeNull();
    const early = await enterCode(member, checkpoint?.code ?? '0000');
    expect(early.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(early.json()).error.code).toBe('ATTENDANCE_CODE_INVALID');
    expect((await enterCode(member, 'abcd')).statusCode).toBe(400);
  });

  it('re-watching a segment whose code was missed shows a new code, and only the new one is accepted', async () => {
    const member = await viewer();
    const [first] = await watch(member, crypto.randomUUID(), 0, duration, 0);
    const [checkpoint] = await checkpointsOf(member);
    const moment = checkpoint?.momentSeconds ?? 0;
    const again = await watch(
      member,
      crypto.randomUUID(),
      Math.max(0, Math.floor(moment) - 5),
      Math.ceil(moment) + 5,
      5000,
      5,
    );
    expect(again).toHaveLength(1);
    const [rewatched] = await checkpointsOf(member);
    expect(rewatched?.codesShown).toBe(2);
    if (first !== again[0]) expect((await enterCode(member, first ?? '')).statusCode).toBe(400);
    expect((await enterCode(member, again[0] ?? '')).statusCode).toBe(200);
  });

  it('a moment that falls exactly on a heartbeat position shows one code per pass, not two', async () => {
    const member = await viewer();
    const session = crypto.randomUUID();
    // The first heartbeat plans the checkpoints; pin the moment to 40 s, where the 10 s and 5 s beats both land.
    await beat(member, session, 0, { event: 'start', position: 0 });
    const [planned] = await checkpointsOf(member);
    await t.database.db
      .update(attendanceCheckpoints)
      .set({ momentSeconds: 40 })
      .where(eq(attendanceCheckpoints.id, planned?.id ?? ''));
    expect(await watch(member, session, 0, duration, 0)).toHaveLength(1);
    expect(await watch(member, crypto.randomUUID(), 30, 50, 5000, 5)).toHaveLength(1);
    const [checkpoint] = await checkpointsOf(member);
    expect(checkpoint?.codesShown).toBe(2);
  });
});

describe('POST /api/mux/progress/{courseId}', () => {
  it('judges a heartbeat on the real clock and validates its body', async () => {
    const member = await viewer();
    const sessionId = crypto.randomUUID();
    const send = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/mux/progress/${COURSE}`, headers: member.headers, payload });
    const start = await send({ sessionId, event: 'start', position: 0, playbackRate: 1 });
    expect(start.statusCode).toBe(200);
    expect(HeartbeatResultSchema.parse(start.json()).credited).toBeNull();
    const tick = HeartbeatResultSchema.parse(
      (await send({ sessionId, event: 'tick', position: 1.5, playbackRate: 1 })).json(),
    );
    expect(tick.credited).toEqual([0, 1.5]);
    const jump = HeartbeatResultSchema.parse(
      (await send({ sessionId, event: 'tick', position: 60, playbackRate: 1 })).json(),
    );
    expect(jump.credited).toBeNull();
    for (const bad of [
      { sessionId: 'not-a-uuid', event: 'tick', position: 1, playbackRate: 1 },
      { sessionId, event: 'rewind', position: 1, playbackRate: 1 },
      { sessionId, event: 'tick', position: -1, playbackRate: 1 },
      { sessionId, event: 'tick', position: 1, playbackRate: 100 },
    ]) {
      expect((await send(bad)).statusCode).toBe(400);
    }
  });
});
