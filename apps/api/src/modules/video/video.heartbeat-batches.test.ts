import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HeartbeatResultSchema } from '@counsel/contracts';
import { testDatabaseSettings } from '../../config/env.js';
import { courses } from '../../db/schema/courses.js';
import { enrollments } from '../../db/schema/learning.js';
import { attendanceCheckpoints, watchProgress } from '../../db/schema/video.js';
import { setMembershipStatus, type Member } from '../../testing/learning-fixtures.js';
import type { TestApp } from '../../testing/test-app.js';
import { createVideoTestApp, enrollWithPlayback, watchProgressOf } from '../../testing/video-fixtures.js';
import { createTestDatabase } from '../../testing/test-database.js';
import {
  HEARTBEAT_READ,
  HEARTBEAT_SAVE,
  HeartbeatRepository,
  type HeartbeatTarget,
  type HeartbeatWrite,
} from './heartbeat.repository.js';

/*
 * Heartbeat saves made at the same moment share one statement (statement-batches.ts, group commit). One statement then
 * carries viewers in different states, and each must get exactly the answer it would get alone: saved or not (the
 * compare-and-set, access), its own revealed codes, its own codes entered and completion. On PGlite and, in CI's
 * PostgreSQL lane, on PostgreSQL.
 */
const APP_URL = 'http://counsel.test';
const COURSE = 'divorce-mediation-essentials';
let t: TestApp;
let courseId: string;

beforeAll(async () => {
  ({ t, courseId } = await createVideoTestApp(APP_URL, COURSE, 300));
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => t.close());

async function viewer(): Promise<{ member: Member; token: string; target: HeartbeatTarget }> {
  const { member, playbackToken, enrollmentId } = await enrollWithPlayback(t, APP_URL, COURSE);
  return { member, token: playbackToken, target: { enrollmentId, userId: member.userId, courseId } };
}

async function checkpointsOf(enrollmentId: string) {
  return t.database.db
    .select()
    .from(attendanceCheckpoints)
    .where(eq(attendanceCheckpoints.enrollmentId, enrollmentId))
    .orderBy(attendanceCheckpoints.ordinal);
}

function write(overrides: Partial<HeartbeatWrite> = {}): HeartbeatWrite {
  return {
    ranges: [[0, 10]],
    watchedSeconds: 10,
    progressPercent: 3,
    positionSeconds: 10,
    creditClockAt: new Date(),
    sessions: {},
    expectedHeartbeats: 0,
    reveal: [],
    ...overrides,
  };
}

describe(`heartbeat saves in one statement (${testDatabaseSettings().driver})`, () => {
  it('answers each write of a shared statement as if it were alone', async () => {
    const fresh = await viewer();
    const stale = await viewer();
    const lapsed = await viewer();
    const revealing = await viewer();
    const entered = await viewer();
    const completed = await viewer();
    await setMembershipStatus(t.database.db, lapsed.member.userId, 'CANCELED');
    // Another heartbeat of `stale` was saved since it read its state: its row counts 1, not the 5 it expects.
    await t.database.db
      .insert(watchProgress)
      .values({ enrollmentId: stale.target.enrollmentId, heartbeats: 1 });
    const [toReveal] = await checkpointsOf(revealing.target.enrollmentId);
    const [toEnter] = await checkpointsOf(entered.target.enrollmentId);
    await t.database.db
      .update(attendanceCheckpoints)
      .set({ verifiedAt: new Date(), revealedAt: new Date() })
      .where(eq(attendanceCheckpoints.id, toEnter?.id ?? ''));
    const completedAt = new Date('2026-11-20T10:00:00.000Z');
    await t.database.db
      .update(enrollments)
      .set({ completedAt })
      .where(eq(enrollments.id, completed.target.enrollmentId));

    const repository = new HeartbeatRepository(t.database.lookups, { maxBatch: 64, maxInFlight: 1 });
    const at = new Date();
    // Submitted in one turn of the event loop: one statement carries all six.
    const [saved, refusedStale, refusedLapsed, revealed, codeEntered, done] = await Promise.all([
      repository.saveHeartbeat(fresh.target, write(), at),
      repository.saveHeartbeat(stale.target, write({ expectedHeartbeats: 5 }), at),
      repository.saveHeartbeat(lapsed.target, write(), at),
      repository.saveHeartbeat(
        revealing.target,
        write({ reveal: [{ id: toReveal?.id ?? '', code: '9999' }] }),
        at,
      ),
      repository.saveHeartbeat(
        entered.target,
        write({ reveal: [{ id: toEnter?.id ?? '', code: '8888' }] }),
        at,
      ),
      repository.saveHeartbeat(completed.target, write(), at),
    ]);
    expect(repository.totals.saves).toEqual({ statements: 1, items: 6 });

    expect(saved).toMatchObject({ saved: true, revealed: [], codesEntered: 0, completedAt: null });
    expect(saved.checkpointCount).toBe((await checkpointsOf(fresh.target.enrollmentId)).length);
    expect(refusedStale).toMatchObject({ saved: false, revealed: [] });
    expect(refusedLapsed).toMatchObject({ saved: false, revealed: [] });
    // A first reveal shows the planned code (the fresh one is for a moment shown before).
    expect(revealed.saved).toBe(true);
    expect(revealed.revealed).toEqual([
      { id: toReveal?.id, code: toReveal?.code, momentSeconds: toReveal?.momentSeconds },
    ]);
    expect(codeEntered).toMatchObject({ saved: true, revealed: [], codesEntered: 1 });
    expect(done).toMatchObject({ saved: true, completedAt });

    const rows = await t.database.db
      .select({ enrollmentId: watchProgress.enrollmentId, heartbeats: watchProgress.heartbeats })
      .from(watchProgress);
    const written = new Map(rows.map((row) => [row.enrollmentId, row.heartbeats]));
    expect(written.get(fresh.target.enrollmentId)).toBe(1);
    expect(written.get(stale.target.enrollmentId)).toBe(1);
    expect(written.has(lapsed.target.enrollmentId)).toBe(false);
    const [shown] = await checkpointsOf(revealing.target.enrollmentId);
    expect(shown?.revealedAt).not.toBeNull();
    expect(shown?.codesShown).toBe(1);
    const [kept] = await checkpointsOf(entered.target.enrollmentId);
    expect(kept?.code).toBe(toEnter?.code);
    expect(kept?.codesShown).toBe(0);
  });

  it('reads the states of heartbeats made at the same moment in one statement', async () => {
    const one = await viewer();
    const other = await viewer();
    await t.database.db
      .insert(watchProgress)
      .values({ enrollmentId: other.target.enrollmentId, heartbeats: 3 });
    const repository = new HeartbeatRepository(t.database.lookups, { maxBatch: 64, maxInFlight: 1 });
    const [first, second, nobody, notTheirs] = await Promise.all([
      repository.readHeartbeatState(one.target),
      repository.readHeartbeatState(other.target),
      repository.readHeartbeatState({ ...one.target, enrollmentId: crypto.randomUUID() }),
      repository.readHeartbeatState({ ...other.target, userId: one.target.userId }),
    ]);
    // The two reads of `other`'s enrollment are not in one statement: three go together, the fourth after.
    expect(repository.totals.reads).toEqual({ statements: 2, items: 4 });
    expect(first).toMatchObject({ published: true, accessHolds: true, completedAt: null, progress: null });
    expect(first?.checkpoints).toHaveLength((await checkpointsOf(one.target.enrollmentId)).length);
    expect(second?.progress).toMatchObject({ heartbeats: 3, ranges: [] });
    expect(nobody).toBeNull();
    expect(notTheirs).toBeNull();
  });

  it("saves nothing for an unpublished course or for another user's enrollment", async () => {
    const one = await viewer();
    const other = await viewer();
    const repository = new HeartbeatRepository(t.database.lookups, { maxBatch: 64, maxInFlight: 1 });
    await t.database.db.update(courses).set({ published: false }).where(eq(courses.id, courseId));
    try {
      const [first, second] = await Promise.all([
        repository.saveHeartbeat(one.target, write(), new Date()),
        repository.saveHeartbeat(
          { ...other.target, userId: one.target.userId }, // not this user's enrollment
          write(),
          new Date(),
        ),
      ]);
      expect(first.saved).toBe(false);
      expect(second.saved).toBe(false);
    } finally {
      await t.database.db.update(courses).set({ published: true }).where(eq(courses.id, courseId));
    }
    const rows = await t.database.db
      .select()
      .from(watchProgress)
      .where(inArray(watchProgress.enrollmentId, [one.target.enrollmentId, other.target.enrollmentId]));
    expect(rows).toEqual([]);
  });

  it('credits every viewer whose heartbeats arrive at the same moment through the API', async () => {
    const viewers = await Promise.all(Array.from({ length: 8 }, () => viewer()));
    const send = (index: number, event: 'start' | 'tick', position: number, sequence: number) => {
      const { member, token } = viewers[index] as (typeof viewers)[number];
      return t.app.inject({
        method: 'POST',
        url: `/api/mux/progress/${COURSE}`,
        headers: member.headers,
        payload: {
          sessionId: `5d0f0f4e-8a59-4d55-9a3c-${String(index).padStart(12, '0')}`,
          event,
          position,
          sequence,
          playbackRate: 1,
          playbackToken: token,
        },
      });
    };
    const origin = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(origin);
    const starts = await Promise.all(viewers.map((_, index) => send(index, 'start', 0, 0)));
    vi.setSystemTime(origin + 10_000);
    const ticks = await Promise.all(viewers.map((_, index) => send(index, 'tick', 10, 1)));
    expect([...starts, ...ticks].map((response) => response.statusCode)).toEqual(
      [...viewers, ...viewers].map(() => 200),
    );
    expect(ticks.map((response) => HeartbeatResultSchema.parse(response.json()).credited)).toEqual(
      viewers.map(() => [0, 10]),
    );
    const progress = await Promise.all(viewers.map(({ member }) => watchProgressOf(t, member, COURSE)));
    expect(progress.map((p) => p.watchedSeconds)).toEqual(viewers.map(() => 10));
  });
});

/*
 * The statements' plans are made once per lookup connection, often while a new audience's tables are still empty, and
 * must still be right when they hold a million rows: every row of a table that grows with the audience is reached by
 * an index condition from the heartbeat's own keys, never by a scan of the table or of a whole index. Checked on a fresh
 * database analysed while empty, where a plain join planned freely reads the whole table (it costs nothing then).
 * PostgreSQL only: PGlite plans each query anew with the tables' sizes of the moment.
 */
describe.skipIf(testDatabaseSettings().driver !== 'postgres')('heartbeat statements plan by key', () => {
  const GROWING = [
    'enrollments',
    'watch_progress',
    'attendance_checkpoints',
    'subscriptions',
    'firm_members',
  ];

  /** Every scan of a growing table in the plan, and the condition that bounds it (null: none, a whole scan). */
  function scansOf(plan: unknown): { scan: string; bound: string | null }[] {
    const node = plan as Record<string, unknown>;
    const table = node['Relation Name'];
    const bound = (node['Index Cond'] ?? node['Recheck Cond'] ?? null) as string | null;
    const here =
      typeof table === 'string' && GROWING.includes(table) && node['Node Type'] !== 'ModifyTable'
        ? [{ scan: `${String(node['Node Type'])} on ${table}`, bound }]
        : [];
    const children = (node.Plans as unknown[] | undefined) ?? [];
    return [...here, ...children.flatMap(scansOf)];
  }

  it.each([
    ['read', HEARTBEAT_READ, ['enrollments', 'watch_progress', 'attendance_checkpoints']],
    ['save', HEARTBEAT_SAVE, ['enrollments', 'attendance_checkpoints']],
  ])('%s: every growing table by an index condition, planned on empty tables', async (_name, text, read) => {
    const fresh = await createTestDatabase();
    try {
      await fresh.executeSql('analyze');
      const [row] = await fresh.lookups.query('', `explain (format json) ${text}`, ['[]']);
      const plan = (row?.['QUERY PLAN'] as { Plan: unknown }[] | undefined)?.[0]?.Plan;
      const scans = scansOf(plan);
      expect(scans.map(({ scan }) => scan.split(' on ')[1])).toEqual(expect.arrayContaining(read));
      for (const { scan, bound } of scans) {
        expect(scan).toMatch(/^(Index Scan|Index Only Scan|Bitmap Heap Scan) on /);
        expect(bound, scan).not.toBeNull();
      }
    } finally {
      await fresh.close();
    }
  });
});
