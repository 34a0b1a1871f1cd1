import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorBodySchema,
  LivePresenceSchema,
  LiveQuestionListSchema,
  LiveQuestionSchema,
  LiveRoomSchema,
} from '@counsel/contracts';
import { liveSessionCodes } from '../../db/schema/live.js';
import { seedLiveStreams } from '../../seed/seed-course-media.js';
import { defaultMediaDir } from '../../integrations/video/local/local-media.js';
import { LIVE_TEST_APP_URL, liveKit, type Lawyer } from '../../testing/live-fixtures.js';
import { ManualClock } from '../../testing/manual-clock.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/*
 * The built-in live room (ADR 015): who may open it and when, the stream, presence judged from heartbeats, the
 * session's attendance codes and the questions. Sign-in tokens are judged on the app's clock, so the clock moves by
 * seconds only and the session is moved instead.
 */
const SEC = 1000;
const MIN = 60 * SEC;
const clock = new ManualClock(Date.now());
let t: TestApp;
let k: ReturnType<typeof liveKit>;
let member: Lawyer;
let sessionId: string;

beforeAll(async () => {
  t = await createTestApp({ APP_URL: LIVE_TEST_APP_URL }, { clock });
  k = liveKit(t);
  await k.seed();
  expect(await seedLiveStreams(t.database.db, defaultMediaDir())).toBeGreaterThan(0);
  const [session] = await k.sessionsOf();
  if (!session) throw new Error('no session');
  sessionId = session.id;
  member = await k.lawyer(true, 'Rosalind Member');
  await startIn(60 * MIN);
  const registered = await call('POST', `/api/live/sessions/${sessionId}/registration`, member);
  expect(registered.statusCode).toBe(201);
});
afterAll(async () => t.close());

async function startIn(ms: number, durationMinutes = 120) {
  await k.setSession(sessionId, { startsAt: new Date(clock.now().getTime() + ms), durationMinutes });
}
const call = (method: 'GET' | 'POST', url: string, who?: Lawyer, payload?: object) =>
  t.app.inject({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload ? { payload } : {}) });
const code = (response: { json: () => unknown }) => ErrorBodySchema.parse(response.json()).error.code;
const beat = async (who: Lawyer, clientId = 'page-aaaaaaaa') => {
  const response = await call('POST', `/api/live/sessions/${sessionId}/presence`, who, { clientId });
  expect(response.statusCode).toBe(200);
  return LivePresenceSchema.parse(response.json());
};

describe('opening the room', () => {
  it('is for the registered lawyer inside the join window only', async () => {
    await startIn(5 * MIN + SEC);
    expect(code(await call('GET', `/api/live/sessions/${sessionId}/room`, member))).toBe(
      'LIVE_JOIN_TOO_EARLY',
    );
    await startIn(4 * MIN);
    expect(code(await call('GET', `/api/live/sessions/${sessionId}/room`, await k.lawyer(true)))).toBe(
      'LIVE_NOT_REGISTERED',
    );
    expect((await call('GET', `/api/live/sessions/${sessionId}/room`)).statusCode).toBe(401);
    expect(
      code(await call('GET', '/api/live/sessions/00000000-0000-4000-8000-000000000000/room', member)),
    ).toBe('LIVE_SESSION_NOT_FOUND');
  });

  it('closes (403 ENROLLMENT_INACTIVE) once the membership the registration came with has ended', async () => {
    const lapsed = await k.lawyer(true, 'Lapsed Member');
    await startIn(30 * MIN);
    expect((await call('POST', `/api/live/sessions/${sessionId}/registration`, lapsed)).statusCode).toBe(201);
    await startIn(-MIN);
    expect((await call('GET', `/api/live/sessions/${sessionId}/room`, lapsed)).statusCode).toBe(200);
    await k.endMembership(lapsed.userId);
    const refused = await call('GET', `/api/live/sessions/${sessionId}/room`, lapsed);
    expect(refused.statusCode).toBe(403);
    expect(code(refused)).toBe('ENROLLMENT_INACTIVE');
    const beatRefused = await call('POST', `/api/live/sessions/${sessionId}/presence`, lapsed, {
      clientId: 'page-lapsed01',
    });
    expect(code(beatRefused)).toBe('ENROLLMENT_INACTIVE');
  });

  it('gives the stream, where it is for everyone, and no code before the start', async () => {
    await startIn(4 * MIN);
    const response = await call('GET', `/api/live/sessions/${sessionId}/room`, member);
    expect(response.statusCode).toBe(200);
    const room = LiveRoomSchema.parse(response.json());
    expect(room.stream?.src).toMatch(/^\/api\/media\/[^/]+\/video\?token=/);
    expect(room.stream?.durationSeconds).toBeGreaterThan(0);
    expect(room.presence).toMatchObject({
      verifiedSeconds: 0,
      codesShown: 0,
      currentCode: null,
      ended: false,
    });
    expect(room.presence.liveOffsetSeconds).toBeCloseTo(-240, 0);
    expect(room.heartbeatIntervalSeconds).toBe(20);
    expect(room.course.slug).toBe('cross-border-cpd-roundtable');
  });
});

describe('presence', () => {
  it('counts the time between heartbeats of a page, once for two pages, never across a long gap', async () => {
    const lawyer = await k.lawyer(true);
    await call('POST', `/api/live/sessions/${sessionId}/registration`, lawyer);
    await startIn(-MIN);
    expect((await beat(lawyer, 'tab-one-aaaa')).verifiedSeconds).toBe(0);
    clock.advance(10 * SEC);
    await beat(lawyer, 'tab-two-bbbb');
    clock.advance(10 * SEC);
    expect((await beat(lawyer, 'tab-one-aaaa')).verifiedSeconds).toBe(20);
    clock.advance(10 * SEC);
    expect((await beat(lawyer, 'tab-two-bbbb')).verifiedSeconds).toBe(30);
    clock.advance(46 * SEC);
    expect((await beat(lawyer, 'tab-one-aaaa')).verifiedSeconds).toBe(30);
    clock.advance(20 * SEC);
    expect((await beat(lawyer, 'tab-one-aaaa')).verifiedSeconds).toBe(50);
    clock.set(Date.now());
  });

  it('counts nothing before the start', async () => {
    const lawyer = await k.lawyer(true);
    await call('POST', `/api/live/sessions/${sessionId}/registration`, lawyer);
    await startIn(4 * MIN);
    await beat(lawyer);
    clock.advance(20 * SEC);
    expect((await beat(lawyer)).verifiedSeconds).toBe(0);
    clock.set(Date.now());
  });

  it('refuses a malformed page id with 400', async () => {
    const response = await call('POST', `/api/live/sessions/${sessionId}/presence`, member, {
      clientId: 'x',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('attendance codes', () => {
  it('show from their moment for 5 minutes, and only a shown code can be entered', async () => {
    // Planned when the room first opened, for the 120-minute session: one per 25-minute segment, the last within
    // the final 10 minutes.
    await startIn(-MIN);
    await call('GET', `/api/live/sessions/${sessionId}/room`, member);
    const codes = await t.database.db
      .select()
      .from(liveSessionCodes)
      .where(eq(liveSessionCodes.sessionId, sessionId));
    expect(codes).toHaveLength(5);
    const sorted = [...codes].sort((a, b) => a.ordinal - b.ordinal);
    const first = sorted[0];
    const last = sorted[4];
    if (!first || !last) throw new Error('five codes');
    expect(last.momentSeconds).toBeGreaterThanOrEqual(110 * 60);
    expect(first.momentSeconds).toBeLessThanOrEqual(24 * 60);

    await startIn(-(first.momentSeconds - 1) * SEC);
    expect((await beat(member)).currentCode).toBeNull();
    const early = await call('POST', `/api/live/sessions/${sessionId}/attendance-code`, member, {
      code: first.code,
    });
    expect(code(early)).toBe('ATTENDANCE_CODE_INVALID');

    await startIn(-(first.momentSeconds + 1) * SEC);
    const shown = await beat(member);
    expect(shown.currentCode).toMatchObject({ ordinal: 1, code: first.code });
    expect(shown.codesShown).toBe(1);
    const wrong = await call('POST', `/api/live/sessions/${sessionId}/attendance-code`, member, {
      code: first.code === '0000' ? '1111' : '0000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(code(wrong)).toBe('ATTENDANCE_CODE_INVALID');
    const entered = await call('POST', `/api/live/sessions/${sessionId}/attendance-code`, member, {
      code: first.code,
    });
    expect(entered.statusCode).toBe(200);
    expect(LivePresenceSchema.parse(entered.json())).toMatchObject({ codesShown: 1, codesEntered: 1 });

    // Five minutes on, the first code is gone. The plan is random, so the second code may already be showing.
    await startIn(-(first.momentSeconds + 301) * SEC);
    const second = sorted[1];
    if (!second) throw new Error('five codes');
    const later = (await beat(member)).currentCode;
    if (second.momentSeconds <= first.momentSeconds + 301) {
      expect(later).toMatchObject({ ordinal: 2, code: second.code });
    } else {
      expect(later).toBeNull();
    }
  });
});

describe('a session whose length changes', () => {
  it('gets a new plan of codes while none has shown, and keeps it once one has', async () => {
    const [, later] = await k.sessionsOf();
    if (!later) throw new Error('no second session');
    const lawyer = await k.lawyer(true);
    const codesOf = () =>
      t.database.db.select().from(liveSessionCodes).where(eq(liveSessionCodes.sessionId, later.id));
    await k.setSession(later.id, {
      startsAt: new Date(clock.now().getTime() + 4 * MIN),
      durationMinutes: 120,
    });
    const registered = await call('POST', `/api/live/sessions/${later.id}/registration`, lawyer);
    expect(registered.statusCode).toBe(201);
    expect((await call('GET', `/api/live/sessions/${later.id}/room`, lawyer)).statusCode).toBe(200);
    expect(await codesOf()).toHaveLength(5);

    // Shortened to 30 minutes before the start: two codes, all inside the session, the last in its final 10.
    await k.setSession(later.id, { durationMinutes: 30 });
    expect((await call('GET', `/api/live/sessions/${later.id}/room`, lawyer)).statusCode).toBe(200);
    const replanned = await codesOf();
    expect(replanned).toHaveLength(2);
    expect(replanned.every((row) => row.momentSeconds < 30 * 60)).toBe(true);
    expect(Math.max(...replanned.map((row) => row.momentSeconds))).toBeGreaterThanOrEqual(20 * 60);

    // Once a code has shown, a change of length leaves the plan alone (entered codes keep their meaning).
    const first = Math.min(...replanned.map((row) => row.momentSeconds));
    await k.setSession(later.id, { startsAt: new Date(clock.now().getTime() - (first + 5) * SEC) });
    expect((await call('GET', `/api/live/sessions/${later.id}/room`, lawyer)).statusCode).toBe(200);
    await k.setSession(later.id, { durationMinutes: 15 });
    expect((await call('GET', `/api/live/sessions/${later.id}/room`, lawyer)).statusCode).toBe(200);
    expect((await codesOf()).map((row) => row.code)).toEqual(replanned.map((row) => row.code));
  });
});

describe('questions', () => {
  it('are asked by registered lawyers and seen by the room with the asker’s first name', async () => {
    await startIn(-MIN);
    const asked = await call('POST', `/api/live/sessions/${sessionId}/questions`, member, {
      text: '  Does the safe harbour apply to cross-border secondments?  ',
    });
    expect(asked.statusCode).toBe(201);
    expect(LiveQuestionSchema.parse(asked.json())).toMatchObject({
      text: 'Does the safe harbour apply to cross-border secondments?',
      askedBy: 'Rosalind',
      mine: true,
      answer: null,
    });
    const other = await k.lawyer(true);
    await call('POST', `/api/live/sessions/${sessionId}/registration`, other);
    const seen = LiveQuestionListSchema.parse(
      (await call('GET', `/api/live/sessions/${sessionId}/questions`, other)).json(),
    );
    expect(seen.items.map((item) => [item.askedBy, item.mine])).toEqual([['Rosalind', false]]);
    expect(JSON.stringify(seen)).not.toContain(member.email);
    expect(
      (await call('POST', `/api/live/sessions/${sessionId}/questions`, other, { text: 'x' })).statusCode,
    ).toBe(400);
  });

  it('are limited to 20 per lawyer and session', async () => {
    const chatty = await k.lawyer(true);
    await call('POST', `/api/live/sessions/${sessionId}/registration`, chatty);
    for (let index = 0; index < 20; index += 1) {
      const response = await call('POST', `/api/live/sessions/${sessionId}/questions`, chatty, {
        text: `Question number ${index}`,
      });
      expect(response.statusCode).toBe(201);
    }
    const refused = await call('POST', `/api/live/sessions/${sessionId}/questions`, chatty, {
      text: 'One more?',
    });
    expect(refused.statusCode).toBe(409);
    expect(code(refused)).toBe('LIVE_QUESTION_LIMIT');
  });
});
