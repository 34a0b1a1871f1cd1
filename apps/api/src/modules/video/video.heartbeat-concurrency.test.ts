import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HeartbeatResultSchema } from '@counsel/contracts';
import { testDatabaseSettings } from '../../config/env.js';
import { enrollments } from '../../db/schema/learning.js';
import { watchProgress } from '../../db/schema/video.js';
import type { TestApp } from '../../testing/test-app.js';
import { createVideoTestApp, enrollWithPlayback } from '../../testing/video-fixtures.js';

/*
 * Heartbeats with a playback-session token take no lock: each is a read and a compare-and-set write. Parallel
 * heartbeats of one enrollment (many tabs at once) must still be judged one after another: none is lost, and the
 * enrollment's one credit clock credits a stretch once, not once per tab. PGlite has one connection, so the race
 * only shows on PostgreSQL (the CI's PostgreSQL lane runs this file there).
 */
const APP_URL = 'http://counsel.test';
const COURSE = 'divorce-mediation-essentials';
const TABS = 20;
let t: TestApp;

beforeAll(async () => {
  ({ t } = await createVideoTestApp(APP_URL, COURSE));
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => t.close());

describe(`parallel heartbeats of one enrollment (${testDatabaseSettings().driver})`, () => {
  it(`${TABS} tabs at once: every heartbeat is counted, and 10 s of the clock credit 10 s once`, async () => {
    const { member, playbackToken } = await enrollWithPlayback(t, APP_URL, COURSE);
    const origin = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    const sessions = Array.from({ length: TABS }, () => crypto.randomUUID());
    const all = (atSeconds: number, event: 'start' | 'tick', position: number, sequence: number) => {
      vi.setSystemTime(origin + atSeconds * 1000);
      return Promise.all(
        sessions.map((sessionId) =>
          t.app.inject({
            method: 'POST',
            url: `/api/mux/progress/${COURSE}`,
            headers: member.headers,
            payload: { sessionId, event, position, sequence, playbackRate: 1, playbackToken },
          }),
        ),
      );
    };
    const starts = await all(0, 'start', 0, 0);
    const ticks = await all(10, 'tick', 10, 1);
    expect([...starts, ...ticks].map((response) => response.statusCode)).toEqual(
      Array.from({ length: 2 * TABS }, () => 200),
    );
    const credited = ticks
      .map((response) => HeartbeatResultSchema.parse(response.json()).credited)
      .filter((range) => range !== null);
    expect(credited).toEqual([[0, 10]]);
    const [row] = await t.database.db
      .select({ heartbeats: watchProgress.heartbeats, watched: watchProgress.watchedSeconds })
      .from(watchProgress)
      .innerJoin(enrollments, eq(enrollments.id, watchProgress.enrollmentId))
      .where(eq(enrollments.userId, member.userId));
    expect(row).toEqual({ heartbeats: 2 * TABS, watched: 10 });
  });
});
