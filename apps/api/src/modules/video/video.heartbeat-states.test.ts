import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HeartbeatResultSchema } from '@counsel/contracts';
import { DEFAULT_HEARTBEAT_RULES } from '@counsel/domain';
import { attendanceCheckpoints, watchProgress } from '../../db/schema/video.js';
import { type Member } from '../../testing/learning-fixtures.js';
import { ManualClock } from '../../testing/manual-clock.js';
import type { TestApp } from '../../testing/test-app.js';
import { createVideoTestApp, enrollWithPlayback, watchProgressOf } from '../../testing/video-fixtures.js';
import { HeartbeatStates } from './heartbeat-states.js';
import { PlaybackSessionTokens } from './playback-session.js';
import { SessionHeartbeats } from './session-heartbeats.js';
import type { HeartbeatState, HeartbeatWrite } from './heartbeat.repository.js';

/*
 * A token heartbeat judges from the state this instance's last write left (heartbeat-states.ts) and is one
 * statement. These pin that the kept state is never trusted over the database: a write made elsewhere (the locked
 * path here, another instance in production, a hand-made change) is noticed by the compare-and-set and read again,
 * and codes entered between heartbeats show in the next answer.
 */
const APP_URL = 'http://counsel.test';
const COURSE = 'divorce-mediation-essentials';
const DURATION = 300;
let t: TestApp;
let clockOrigin = 0;

beforeAll(async () => {
  ({ t } = await createVideoTestApp(APP_URL, COURSE, DURATION));
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => t.close());

async function viewer(): Promise<{ member: Member; token: string; enrollmentId: string }> {
  const { member, playbackToken, enrollmentId } = await enrollWithPlayback(t, APP_URL, COURSE);
  clockOrigin = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  return { member, token: playbackToken, enrollmentId };
}

const SESSION = '5d0f0f4e-8a59-4d55-9a3c-222222222222';

async function beat(member: Member, atSeconds: number, position: number, sequence: number, token?: string) {
  vi.setSystemTime(clockOrigin + atSeconds * 1000);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/mux/progress/${COURSE}`,
    headers: member.headers,
    payload: {
      sessionId: SESSION,
      event: sequence === 0 ? 'start' : 'tick',
      position,
      sequence,
      playbackRate: 1,
      ...(token ? { playbackToken: token } : {}),
    },
  });
  expect(response.statusCode).toBe(200);
  return HeartbeatResultSchema.parse(response.json());
}

const progress = (member: Member) => watchProgressOf(t, member, COURSE);

describe('the heartbeat state an instance keeps', () => {
  it('loses nothing when other writers save the same enrollment between its heartbeats', async () => {
    const { member, token } = await viewer();
    await beat(member, 0, 0, 0, token);
    // Token heartbeats (kept state) and heartbeats without one (the locked path, another writer) alternate.
    for (let sequence = 1; sequence <= 12; sequence += 1) {
      const result = await beat(
        member,
        sequence * 10,
        sequence * 10,
        sequence,
        sequence % 3 === 0 ? undefined : token,
      );
      expect(result.credited).toEqual([(sequence - 1) * 10, sequence * 10]);
    }
    const state = await progress(member);
    expect(state.watchedRanges).toEqual([[0, 120]]);
  });

  it('reads again when the progress row changed behind its back, and never writes the old ranges back', async () => {
    const { member, token, enrollmentId } = await viewer();
    await beat(member, 0, 0, 0, token);
    await beat(member, 10, 10, 1, token);
    // Changed outside this instance: a range it never saw, and the compare-and-set count moved on.
    const [row] = await t.database.db
      .select({ heartbeats: watchProgress.heartbeats })
      .from(watchProgress)
      .where(eq(watchProgress.enrollmentId, enrollmentId));
    await t.database.db
      .update(watchProgress)
      .set({
        ranges: [
          [0, 10],
          [200, 210],
        ],
        heartbeats: (row?.heartbeats ?? 0) + 1,
      })
      .where(eq(watchProgress.enrollmentId, enrollmentId));
    expect((await beat(member, 20, 20, 2, token)).credited).toEqual([10, 20]);
    expect((await progress(member)).watchedRanges).toEqual([
      [0, 20],
      [200, 210],
    ]);
  });

  it('answers the codes entered since its last heartbeat', async () => {
    const { member, token, enrollmentId } = await viewer();
    await beat(member, 0, 0, 0, token);
    const first = await beat(member, 10, 10, 1, token);
    expect(first.progress.verification.codesEntered).toBe(0);
    // A code entered between two heartbeats (what POST /api/mux/attendance-code records).
    const [checkpoint] = await t.database.db
      .select({ id: attendanceCheckpoints.id })
      .from(attendanceCheckpoints)
      .where(eq(attendanceCheckpoints.enrollmentId, enrollmentId))
      .limit(1);
    await t.database.db
      .update(attendanceCheckpoints)
      .set({ revealedAt: new Date(), verifiedAt: new Date() })
      .where(eq(attendanceCheckpoints.id, checkpoint?.id ?? ''));
    const next = await beat(member, 20, 20, 2, token);
    expect(next.progress.verification.codesEntered).toBe(1);
    expect(next.credited).toEqual([10, 20]);
  });
});

describe('HeartbeatStates', () => {
  const state = (heartbeats: number): HeartbeatState => ({
    published: true,
    accessHolds: true,
    completedAt: null,
    progress: { ranges: [], positionSeconds: 0, creditClockAt: null, sessions: {}, heartbeats },
    checkpoints: [],
  });

  it('keeps the latest state of each enrollment, and at most its limit, the least recently used going first', () => {
    const states = new HeartbeatStates(2);
    states.set('a', state(2));
    states.set('a', state(1));
    expect(states.get('a')?.progress?.heartbeats).toBe(2);
    states.set('b', state(1));
    states.get('a');
    states.set('c', state(1));
    expect(states.get('b')).toBeUndefined();
    expect(states.size).toBe(2);
    states.forget('a');
    expect(states.get('a')).toBeUndefined();
    const none = new HeartbeatStates(0);
    none.set('a', state(1));
    expect(none.size).toBe(0);
  });
});

describe('SessionHeartbeats with a kept state', () => {
  it('reads the database once for a steady player, and again only after a write that was not saved', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 28, 12));
    let reads = 0;
    let heartbeats = 0;
    let refuseNext = false;
    // The progress row as the database holds it.
    let row: HeartbeatState['progress'] = null;
    const repository = {
      readHeartbeatState: () => {
        reads += 1;
        return Promise.resolve({
          published: true,
          accessHolds: true,
          completedAt: null,
          progress: row,
          checkpoints: [],
        } satisfies HeartbeatState);
      },
      saveHeartbeat: (_target: unknown, write: HeartbeatWrite) => {
        const saved = !refuseNext && write.expectedHeartbeats === heartbeats;
        refuseNext = false;
        if (saved) {
          heartbeats += 1;
          row = {
            ranges: write.ranges,
            positionSeconds: write.positionSeconds,
            creditClockAt: write.creditClockAt?.getTime() ?? null,
            sessions: write.sessions,
            heartbeats,
          };
        }
        return Promise.resolve({
          saved,
          revealed: [],
          checkpointCount: 0,
          codesEntered: 0,
          completedAt: null,
        });
      },
    };
    const tokens = new PlaybackSessionTokens('secret', clock);
    const service = new SessionHeartbeats(repository, tokens, DEFAULT_HEARTBEAT_RULES, clock, () => 'ABCDEF');
    const { claims } = tokens.issue({
      userId: 'u',
      enrollmentId: 'e',
      courseId: 'c',
      courseSlug: 's',
      access: 'PURCHASE',
      durationSeconds: 300,
    });
    const sessionId = crypto.randomUUID();
    for (let sequence = 0; sequence <= 5; sequence += 1) {
      const result = await service.record(claims, {
        sessionId,
        event: sequence === 0 ? 'start' : 'tick',
        position: sequence * 10,
        sequence,
        playbackRate: 1,
      });
      expect(result?.credited ?? null).toEqual(sequence === 0 ? null : [sequence * 10 - 10, sequence * 10]);
      clock.advance(10_000);
    }
    expect(reads).toBe(1);
    expect(heartbeats).toBe(6);
    // Another writer got in first: the kept state is dropped and the database read again.
    refuseNext = true;
    await service.record(claims, { sessionId, event: 'tick', position: 60, sequence: 6, playbackRate: 1 });
    expect(reads).toBe(2);
    expect(heartbeats).toBe(7);
  });
});
