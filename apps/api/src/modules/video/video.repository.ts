import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { ACCESS_STATUSES } from '@counsel/domain';
import type { Database } from '../../db/database.js';
import { subscriptions } from '../../db/schema/billing.js';
import { courses } from '../../db/schema/courses.js';
import { firmMembers } from '../../db/schema/enterprise.js';
import { enrollments } from '../../db/schema/learning.js';
import {
  attendanceCheckpoints,
  courseMedia,
  watchProgress,
  type StoredSessionAnchor,
} from '../../db/schema/video.js';

export type CourseMediaRow = typeof courseMedia.$inferSelect;
export type WatchProgressRow = typeof watchProgress.$inferSelect;
export type CheckpointRow = typeof attendanceCheckpoints.$inferSelect;
export type ProgressUpdate = Partial<Omit<WatchProgressRow, 'enrollmentId' | 'firstPlayedAt'>>;

/** The share watched and resume point of an enrollment (what My Learning shows). */
export interface EnrollmentProgress {
  progressPercent: number;
  positionSeconds: number;
}

/** The progress row of one enrollment, locked for one heartbeat, and the checkpoints to reveal. */
export interface LockedProgress {
  row: WatchProgressRow;
  save(update: ProgressUpdate): Promise<void>;
  /** Reveals (or, for one already shown and not yet entered, replaces) the codes of these checkpoints. */
  reveal(checkpointIds: string[], newCode: () => string): Promise<CheckpointRow[]>;
  listCheckpoints(): Promise<CheckpointRow[]>;
}

/** The enrollment a playback-session token names (playback-session.ts). */
export interface HeartbeatTarget {
  enrollmentId: string;
  userId: string;
  courseId: string;
}

/** A checkpoint as the one-statement heartbeat reads it (times in epoch ms). */
export interface HeartbeatCheckpoint {
  id: string;
  ordinal: number;
  momentSeconds: number;
  code: string;
  revealed: boolean;
  verified: boolean;
}

/** Everything one heartbeat needs, read in one statement (null: the enrollment does not exist for this user). */
export interface HeartbeatState {
  published: boolean;
  /** The enrollment gives access now (a PURCHASE, or a MEMBERSHIP whose user is a member). */
  accessHolds: boolean;
  completedAt: Date | null;
  /** The progress row, or null before the first heartbeat. */
  progress: {
    ranges: [number, number][];
    positionSeconds: number;
    creditClockAt: number | null;
    sessions: Record<string, StoredSessionAnchor>;
    heartbeats: number;
  } | null;
  checkpoints: HeartbeatCheckpoint[];
}

/** What one heartbeat writes: the progress (compare-and-set on `heartbeats`) and the codes to reveal. */
export interface HeartbeatWrite {
  ranges: [number, number][];
  watchedSeconds: number;
  progressPercent: number;
  positionSeconds: number;
  creditClockAt: Date | null;
  sessions: Record<string, StoredSessionAnchor>;
  /** The `heartbeats` count read: the write happens only while it is still the row's. */
  expectedHeartbeats: number;
  /** Checkpoints to reveal, each with a fresh code used when it was already shown before. */
  reveal: { id: string; code: string }[];
}

/**
 * Whether an enrollment (SQL alias `e`) gives access now: bought, or enrolled through a membership that still holds
 * (a subscription of the user in an access status, or an ACTIVE firm seat of a firm with one). The same rule as
 * `requireActiveEnrollment` (learning) over `EntitlementsService.isMember` (packages/domain entitlements.ts,
 * subscription-status.ts); video.heartbeat-token.test.ts pins that they agree.
 */
function accessHoldsSql() {
  const statuses = sql.join(
    ACCESS_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql`(e.access = 'PURCHASE'
    or exists (select 1 from ${subscriptions} s where s.user_id = e.user_id and s.status in (${statuses}))
    or exists (select 1 from ${firmMembers} fm join ${subscriptions} fs on fs.firm_id = fm.firm_id
               where fm.user_id = e.user_id and fm.status = 'ACTIVE' and fs.status in (${statuses})))`;
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
}

/** Course media, watch progress and attendance checkpoints: the only place with their queries. */
export class VideoRepository {
  constructor(private readonly db: Database) {}

  async findMedia(courseId: string): Promise<CourseMediaRow | undefined> {
    const [row] = await this.db.select().from(courseMedia).where(eq(courseMedia.courseId, courseId)).limit(1);
    return row;
  }

  /** Whether the user is enrolled in a course whose recording is this asset (thumbnails). */
  async findMediaOfEnrolledAsset(userId: string, assetKey: string): Promise<CourseMediaRow | undefined> {
    const [row] = await this.db
      .select({ media: courseMedia })
      .from(courseMedia)
      .innerJoin(enrollments, eq(enrollments.courseId, courseMedia.courseId))
      .where(and(eq(courseMedia.assetKey, assetKey), eq(enrollments.userId, userId)))
      .limit(1);
    return row?.media;
  }

  async findProgress(enrollmentId: string): Promise<WatchProgressRow | undefined> {
    const [row] = await this.db
      .select()
      .from(watchProgress)
      .where(eq(watchProgress.enrollmentId, enrollmentId))
      .limit(1);
    return row;
  }

  /** The progress of each enrollment that has some (learning's enrollment lists). */
  async progressOfEnrollments(enrollmentIds: string[]): Promise<Map<string, EnrollmentProgress>> {
    if (enrollmentIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        enrollmentId: watchProgress.enrollmentId,
        progressPercent: watchProgress.progressPercent,
        positionSeconds: watchProgress.positionSeconds,
      })
      .from(watchProgress)
      .where(inArray(watchProgress.enrollmentId, enrollmentIds));
    return new Map(rows.map(({ enrollmentId, ...progress }) => [enrollmentId, progress]));
  }

  listCheckpoints(enrollmentId: string): Promise<CheckpointRow[]> {
    return this.db
      .select()
      .from(attendanceCheckpoints)
      .where(eq(attendanceCheckpoints.enrollmentId, enrollmentId))
      .orderBy(asc(attendanceCheckpoints.ordinal));
  }

  /** Plans the enrollment's checkpoints once (parallel first plays keep the first plan). */
  async ensureCheckpoints(
    enrollmentId: string,
    plan: () => { ordinal: number; momentSeconds: number; code: string }[],
  ): Promise<void> {
    const [existing] = await this.db
      .select({ id: attendanceCheckpoints.id })
      .from(attendanceCheckpoints)
      .where(eq(attendanceCheckpoints.enrollmentId, enrollmentId))
      .limit(1);
    if (existing) return;
    await this.db
      .insert(attendanceCheckpoints)
      .values(plan().map((checkpoint) => ({ enrollmentId, ...checkpoint })))
      .onConflictDoNothing();
  }

  /**
   * Runs `work` with the enrollment's progress row created if needed and locked (one heartbeat at a time); `at` is
   * the heartbeat's time: the first play, and when codes are revealed.
   */
  async withLockedProgress<T>(
    enrollmentId: string,
    at: Date,
    work: (locked: LockedProgress) => Promise<T>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.insert(watchProgress).values({ enrollmentId, firstPlayedAt: at }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(watchProgress)
        .where(eq(watchProgress.enrollmentId, enrollmentId))
        .for('update');
      if (!row) throw new Error('watch progress row not stored');
      return work({
        row,
        save: async (update) => {
          await tx
            .update(watchProgress)
            .set({ ...update, updatedAt: sql`now()` })
            .where(eq(watchProgress.enrollmentId, enrollmentId));
        },
        reveal: async (checkpointIds, newCode) => {
          if (checkpointIds.length === 0) return [];
          const rows = await tx
            .select()
            .from(attendanceCheckpoints)
            .where(
              and(
                inArray(attendanceCheckpoints.id, checkpointIds),
                eq(attendanceCheckpoints.enrollmentId, enrollmentId),
                isNull(attendanceCheckpoints.verifiedAt),
              ),
            );
          const revealed: CheckpointRow[] = [];
          for (const checkpoint of rows) {
            const code = checkpoint.revealedAt ? newCode() : checkpoint.code;
            const [updated] = await tx
              .update(attendanceCheckpoints)
              .set({ code, revealedAt: at, codesShown: sql`${attendanceCheckpoints.codesShown} + 1` })
              .where(eq(attendanceCheckpoints.id, checkpoint.id))
              .returning();
            if (updated) revealed.push(updated);
          }
          return revealed;
        },
        listCheckpoints: () =>
          tx
            .select()
            .from(attendanceCheckpoints)
            .where(eq(attendanceCheckpoints.enrollmentId, enrollmentId))
            .orderBy(asc(attendanceCheckpoints.ordinal)),
      });
    });
  }

  /** Marks the first shown, not yet entered checkpoint with this code as verified at `at`; undefined when none matches. */
  async verifyCode(enrollmentId: string, code: string, at: Date): Promise<CheckpointRow | undefined> {
    const [candidate] = await this.db
      .select({ id: attendanceCheckpoints.id })
      .from(attendanceCheckpoints)
      .where(
        and(
          eq(attendanceCheckpoints.enrollmentId, enrollmentId),
          eq(attendanceCheckpoints.code, code),
          isNotNull(attendanceCheckpoints.revealedAt),
          isNull(attendanceCheckpoints.verifiedAt),
        ),
      )
      .orderBy(asc(attendanceCheckpoints.ordinal))
      .limit(1);
    if (!candidate) return undefined;
    const [row] = await this.db
      .update(attendanceCheckpoints)
      .set({ verifiedAt: at })
      .where(and(eq(attendanceCheckpoints.id, candidate.id), isNull(attendanceCheckpoints.verifiedAt)))
      .returning();
    return row;
  }

  /**
   * One statement: the enrollment (for this user and course), whether the course is published and the enrollment
   * gives access now, its progress row and checkpoints. Null when the enrollment does not exist.
   */
  async readHeartbeatState(target: HeartbeatTarget): Promise<HeartbeatState | null> {
    const result = await this.db.execute(sql`
      select json_build_object(
        'published', c.published,
        'accessHolds', ${accessHoldsSql()},
        'completedAt', e.completed_at,
        'progress', (select json_build_object(
            'ranges', w.ranges, 'positionSeconds', w.position_seconds,
            'creditClockAt', extract(epoch from w.credit_clock_at) * 1000,
            'sessions', w.sessions, 'heartbeats', w.heartbeats)
          from ${watchProgress} w where w.enrollment_id = e.id),
        'checkpoints', coalesce((select json_agg(json_build_object(
            'id', a.id, 'ordinal', a.ordinal, 'momentSeconds', a.moment_seconds, 'code', a.code,
            'revealed', a.revealed_at is not null, 'verified', a.verified_at is not null) order by a.ordinal)
          from ${attendanceCheckpoints} a where a.enrollment_id = e.id), '[]'::json)
      ) as state
      from ${enrollments} e join ${courses} c on c.id = e.course_id
      where e.id = ${target.enrollmentId} and e.user_id = ${target.userId} and e.course_id = ${target.courseId}`);
    const state = rowsOf(result)[0]?.state;
    if (!state) return null;
    const parsed = (typeof state === 'string' ? JSON.parse(state) : state) as Omit<
      HeartbeatState,
      'completedAt'
    > & { completedAt: string | null };
    return { ...parsed, completedAt: parsed.completedAt ? new Date(parsed.completedAt) : null };
  }

  /**
   * One statement: saves the heartbeat's progress if no other heartbeat was saved since it was read (compare-and-set
   * on the `heartbeats` count) and the enrollment still gives access, and reveals the checkpoints. Answers whether
   * it was saved, and the revealed checkpoints' codes. Not saved: read again and judge again.
   */
  async saveHeartbeat(
    target: HeartbeatTarget,
    write: HeartbeatWrite,
    at: Date,
  ): Promise<{ saved: boolean; revealed: { id: string; code: string; momentSeconds: number }[] }> {
    const result = await this.db.execute(sql`
      with target as (
        select e.id from ${enrollments} e join ${courses} c on c.id = e.course_id
        where e.id = ${target.enrollmentId} and e.user_id = ${target.userId} and e.course_id = ${target.courseId}
          and c.published and ${accessHoldsSql()}
      ), saved as (
        insert into ${watchProgress} as w (enrollment_id, ranges, watched_seconds, progress_percent, position_seconds,
          credit_clock_at, sessions, heartbeats, first_played_at, updated_at)
        select target.id, ${JSON.stringify(write.ranges)}::jsonb, ${write.watchedSeconds}, ${write.progressPercent},
          ${write.positionSeconds}, ${write.creditClockAt}::timestamptz, ${JSON.stringify(write.sessions)}::jsonb,
          ${write.expectedHeartbeats + 1}, ${at}::timestamptz, now()
        from target
        on conflict (enrollment_id) do update set ranges = excluded.ranges, watched_seconds = excluded.watched_seconds,
          progress_percent = excluded.progress_percent, position_seconds = excluded.position_seconds,
          credit_clock_at = excluded.credit_clock_at, sessions = excluded.sessions, heartbeats = excluded.heartbeats,
          updated_at = now()
        where w.heartbeats = ${write.expectedHeartbeats}
        returning w.enrollment_id
      ), revealed as (
        update ${attendanceCheckpoints} a
        set code = case when a.revealed_at is null then a.code else x.code end,
          revealed_at = ${at}::timestamptz, codes_shown = a.codes_shown + 1
        from jsonb_to_recordset(${JSON.stringify(write.reveal)}::jsonb) as x(id uuid, code text), saved
        where a.id = x.id and a.enrollment_id = saved.enrollment_id and a.verified_at is null
        returning a.id, a.code, a.moment_seconds
      )
      select (select count(*) from saved)::int as saved,
        coalesce((select json_agg(json_build_object('id', r.id, 'code', r.code, 'momentSeconds', r.moment_seconds))
          from revealed r), '[]'::json) as revealed`);
    const row = rowsOf(result)[0];
    const revealed = row?.revealed;
    return {
      saved: Number(row?.saved ?? 0) > 0,
      revealed: (typeof revealed === 'string' ? JSON.parse(revealed) : (revealed ?? [])) as {
        id: string;
        code: string;
        momentSeconds: number;
      }[],
    };
  }
}
