import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HeartbeatResultSchema, PlaybackSchema, type Heartbeat } from '@counsel/contracts';
import { newMember, type Member } from '../../testing/learning-fixtures.js';
import type { TestApp } from '../../testing/test-app.js';
import { createVideoTestApp, watchProgressOf } from '../../testing/video-fixtures.js';

/*
 * Heartbeats through POST /api/mux/progress/{courseId} on a clock the test controls (the server reads the time
 * of receipt from Date): honest heartbeats that waited in a queue and arrive bunched and out of order earn full
 * credit; the ways to cheat earn nothing, whatever the order they arrive in.
 */
const APP_URL = 'http://counsel.test';
const COURSE = 'divorce-mediation-essentials';
/** The recording is said to be this long, so the replay lasts several minutes of (simulated) wall clock. */
const DURATION = 300;
let t: TestApp;
let clockOrigin = 0;
/** Whether heartbeats carry the playback-session token of GET /api/mux/{courseId} (the one-statement path). */
let withToken = false;
const playbackTokens = new Map<string, string>();

beforeAll(async () => {
  ({ t } = await createVideoTestApp(APP_URL, COURSE, DURATION));
});
afterEach(() => {
  vi.useRealTimers();
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
  if (withToken) {
    const playback = await t.app.inject({
      method: 'GET',
      url: `/api/mux/${COURSE}`,
      headers: member.headers,
    });
    expect(playback.statusCode).toBe(200);
    playbackTokens.set(member.userId, PlaybackSchema.parse(playback.json()).playbackToken);
  }
  // The replay's clock starts now (tokens stay valid: it lasts minutes).
  clockOrigin = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  return member;
}

type Beat = Omit<Heartbeat, 'playbackRate' | 'playbackToken'>;

/** Sends one heartbeat as received `atSeconds` into the replay. */
async function receive(member: Member, atSeconds: number, beat: Beat) {
  vi.setSystemTime(clockOrigin + atSeconds * 1000);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/mux/progress/${COURSE}`,
    headers: member.headers,
    payload: {
      playbackRate: 1,
      ...beat,
      ...(withToken ? { playbackToken: playbackTokens.get(member.userId) } : {}),
    },
  });
  expect(response.statusCode).toBe(200);
  return HeartbeatResultSchema.parse(response.json());
}

const progress = (member: Member) => watchProgressOf(t, member, COURSE);

interface Sent {
  sentAt: number;
  beat: Beat;
}

/** An honest player: start, a tick every 10 s, a 1.5 s pause at 151.5 s, `ended`; numbered from 0. */
function honestPlayer(sessionId: string): Sent[] {
  const sent: Sent[] = [];
  const push = (sentAt: number, event: Beat['event'], position: number) =>
    sent.push({ sentAt, beat: { sessionId, event, position, sequence: sent.length } });
  push(0, 'start', 0);
  for (let position = 10; position <= 150; position += 10) push(position, 'tick', position);
  push(151.5, 'pause', 151.5);
  push(153, 'start', 151.5);
  for (let position = 161.5; position < DURATION; position += 10) push(position + 1.5, 'tick', position);
  push(DURATION + 1.5, 'ended', DURATION);
  return sent;
}

/** Beats sent inside [from, from + 8) wait in a queue and arrive together at its end, newest first. */
function arrivals(sent: Sent[], windowStarts: number[]) {
  return sent
    .map(({ sentAt, beat }, index) => {
      const window = windowStarts.find((from) => sentAt >= from && sentAt < from + 8);
      return { beat, at: window === undefined ? sentAt + 0.05 : window + 8 + (sent.length - index) * 0.001 };
    })
    .sort((a, b) => a.at - b.at);
}

describe.each(['without a playback token (the locked path)', 'with a playback token (one read, one write)'])(
  '%s',
  (mode) => {
    beforeAll(() => {
      withToken = mode.startsWith('with ');
    });

    describe('honest heartbeats that waited in a queue', () => {
      it('bunched and out of order after 8 s in a queue, they still earn full credit', async () => {
        const member = await viewer();
        // 146–154 holds the tick at 150, the pause at 151.5 and the resume at 153: they arrive newest first.
        const replay = arrivals(honestPlayer(crypto.randomUUID()), [55, 146, 205, 290]);
        const credited: ([number, number] | null)[] = [];
        for (const { beat, at } of replay) credited.push((await receive(member, at, beat)).credited);
        const state = await progress(member);
        expect(state.watchedRanges).toEqual([[0, DURATION]]);
        expect(state.watchedSeconds).toBe(DURATION);
        expect(state.watchRequirementMet).toBe(true);
        expect(credited.filter((range) => range === null).length).toBe(3); // the first start and two overtaken beats
      });

      // The playback session's clock starts when GET /api/mux/{courseId} issued it, not at the first receipt.
      it.runIf(mode.startsWith('with '))(
        'a start served 9 s late, just before the first tick: full credit',
        async () => {
          const member = await viewer();
          const replay = honestPlayer(crypto.randomUUID()).map(({ sentAt, beat }, index) => ({
            beat,
            at: index === 0 ? 9 : sentAt + 0.05,
          }));
          for (const { beat, at } of replay) await receive(member, at, beat);
          const state = await progress(member);
          expect(state.watchedRanges).toEqual([[0, DURATION]]);
          expect(state.watchRequirementMet).toBe(true);
        },
      );

      it.runIf(mode.startsWith('with '))(
        'the start and the first ticks held 25 s and served newest first (the start last): full credit',
        async () => {
          const member = await viewer();
          const sent = honestPlayer(crypto.randomUUID());
          const replay = sent
            .map(({ sentAt, beat }, index) => ({
              beat,
              at: sentAt < 25 ? 25 + (sent.length - index) * 0.001 : sentAt + 0.05,
            }))
            .sort((a, b) => a.at - b.at);
          expect(replay.slice(0, 3).map(({ beat }) => beat.event)).toEqual(['tick', 'tick', 'start']);
          for (const { beat, at } of replay) await receive(member, at, beat);
          const state = await progress(member);
          expect(state.watchedRanges).toEqual([[0, DURATION]]);
          expect(state.watchRequirementMet).toBe(true);
        },
      );
    });

    describe('the ways to cheat stay refused through the API', () => {
      it('faster than the clock, or a jump to the end by seek or by start, earns nothing', async () => {
        const member = await viewer();
        const sessionId = crypto.randomUUID();
        await receive(member, 0, { sessionId, event: 'start', position: 0, sequence: 0 });
        for (let index = 1; index <= 10; index += 1) {
          const fast = await receive(member, index * 10, {
            sessionId,
            event: 'tick',
            position: index * 20,
            sequence: index,
          });
          expect(fast.credited).toBeNull();
        }
        const other = crypto.randomUUID();
        await receive(member, 200, { sessionId: other, event: 'start', position: 0, sequence: 0 });
        await receive(member, 210, { sessionId: other, event: 'tick', position: 10, sequence: 1 });
        await receive(member, 212, { sessionId: other, event: 'start', position: DURATION - 5, sequence: 2 });
        const ended = await receive(member, 214, {
          sessionId: other,
          event: 'ended',
          position: DURATION,
          sequence: 3,
        });
        expect(ended.credited).toBeNull();
        const third = crypto.randomUUID();
        await receive(member, 300, { sessionId: third, event: 'start', position: 0 });
        expect(
          (await receive(member, 900, { sessionId: third, event: 'tick', position: 250 })).credited,
        ).toBeNull();
        expect((await progress(member)).watchedRanges).toEqual([[0, 10]]);
      });

      it('a burst of forged beats with gaps in their numbers earns no more than the clock', async () => {
        const member = await viewer();
        const sessionId = crypto.randomUUID();
        await receive(member, 0, { sessionId, event: 'start', position: 0, sequence: 0 });
        for (let index = 1; index <= 20; index += 1) {
          await receive(member, index * 0.1, {
            sessionId,
            event: 'tick',
            position: index * 10,
            sequence: index * 5,
          });
        }
        expect((await progress(member)).watchedSeconds).toBeLessThanOrEqual(2 * 1.1 + 2);
      });

      it('two tabs at once, their beats bunched by a queue, earn no more than one clock allows', async () => {
        const member = await viewer();
        const one = honestPlayer(crypto.randomUUID());
        const two = honestPlayer(crypto.randomUUID()).map(({ sentAt, beat }) => ({
          sentAt: sentAt + 0.5,
          beat: { ...beat, position: Math.min(beat.position + 150, DURATION) },
        }));
        const replay = [...arrivals(one, [55, 100]), ...arrivals(two, [70, 120])]
          .filter(({ at }) => at <= 150)
          .sort((a, b) => a.at - b.at);
        for (const { beat, at } of replay) await receive(member, at, beat);
        const state = await progress(member);
        expect(state.watchedSeconds).toBeLessThanOrEqual(150 * 1.1 + 4);
        expect(state.watchRequirementMet).toBe(false);
      });
    });
  },
);
