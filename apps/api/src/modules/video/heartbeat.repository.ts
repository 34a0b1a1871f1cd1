import { getTableName } from 'drizzle-orm';
import type { LookupClient } from '../../db/database.js';
import { courses } from '../../db/schema/courses.js';
import { enrollments } from '../../db/schema/learning.js';
import { isMemberSql } from '../entitlements/entitlements.repository.js';
import { attendanceCheckpoints, watchProgress, type StoredSessionAnchor } from '../../db/schema/video.js';
import { HEARTBEAT_BATCHES, StatementBatches, type BatchLimits } from './statement-batches.js';

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

/** What the write answers: whether it was saved, the codes it revealed, and the enrollment's codes and completion now. */
export interface HeartbeatSaved {
  saved: boolean;
  revealed: { id: string; code: string; momentSeconds: number }[];
  checkpointCount: number;
  codesEntered: number;
  completedAt: Date | null;
}

const t = {
  enrollments: getTableName(enrollments),
  courses: getTableName(courses),
  watchProgress: getTableName(watchProgress),
  checkpoints: getTableName(attendanceCheckpoints),
};
/**
 * Whether an enrollment (alias `e`) gives access now: bought, or enrolled through a membership that still holds (the
 * entitlements module's rule, `isMemberSql`). The rule of `requireActiveEnrollment` (learning);
 * video.playback-session.test.ts and video.firm-seat-heartbeats.test.ts pin that access ending stops credit.
 */
const ACCESS_HOLDS = `(e.access = 'PURCHASE' or ${isMemberSql('e.user_id')})`;

/**
 * Reads a batch of heartbeats' states in one statement. $1 a JSON array of targets `{i, enrollmentId, userId,
 * courseId}`; answers one row per target, by `i`, its state null when the enrollment does not exist for this user
 * and course.
 *
 * Every table is reached from a target by a lateral lookup (`limit 1` or an aggregate: the planner cannot turn it
 * into a join of whole tables), on connections that may only use indexes (`DatabaseHandle.lookups`). A named
 * statement's plan is kept for the connection's life and is often made when a new audience's tables are still
 * nearly empty: planned freely, it joined `watch_progress` and `attendance_checkpoints` whole (a hash or a semi join
 * over the entire table), which cost nothing then and a scan of 20,000 rows per statement a minute later.
 */
export const HEARTBEAT_READ = `with x as (
    select * from jsonb_to_recordset($1::jsonb) as x(i int, "enrollmentId" uuid, "userId" uuid, "courseId" uuid)
  )
  select x.i, case when e.id is null then null else json_build_object(
    'published', e.published,
    'accessHolds', ${ACCESS_HOLDS},
    'completedAt', e.completed_at,
    'progress', case when w.enrollment_id is null then null else json_build_object(
        'ranges', w.ranges, 'positionSeconds', w.position_seconds,
        'creditClockAt', extract(epoch from w.credit_clock_at) * 1000,
        'sessions', w.sessions, 'heartbeats', w.heartbeats) end,
    'checkpoints', coalesce(cp.list, '[]'::json)
  ) end as state
  from x
  left join lateral (
    select e.id, e.user_id, e.access, e.completed_at, c.published
    from ${t.enrollments} e join ${t.courses} c on c.id = e.course_id
    where e.id = x."enrollmentId" and e.user_id = x."userId" and e.course_id = x."courseId" limit 1
  ) e on true
  left join lateral (
    select w.* from ${t.watchProgress} w where w.enrollment_id = e.id limit 1
  ) w on true
  left join lateral (
    select json_agg(json_build_object(
        'id', a.id, 'ordinal', a.ordinal, 'momentSeconds', a.moment_seconds, 'code', a.code,
        'revealed', a.revealed_at is not null, 'verified', a.verified_at is not null) order by a.ordinal) as list
    from ${t.checkpoints} a where a.enrollment_id = e.id
  ) cp on true
  order by x.i`;

/**
 * Saves a batch of heartbeats in one statement (statement-batches.ts: group commit). $1 a JSON array of writes, each
 * `{i, enrollmentId, userId, courseId, ranges, watched, percent, position, clock, sessions, expected, at, reveal}`,
 * at most one per enrollment. Per write: the progress row is saved only while the enrollment still gives access and
 * its `heartbeats` count is still `expected` (compare-and-set), and the checkpoints in `reveal` ([{id, code}]) are
 * revealed. Answers one row per write, by `i`: saved, the revealed codes, and the enrollment's checkpoints, codes
 * entered and completion as they are now. Rows are written in enrollment order. Lookups are lateral, as in HEARTBEAT_READ.
 */
export const HEARTBEAT_SAVE = `with x as (
    select * from jsonb_to_recordset($1::jsonb) as x(i int, "enrollmentId" uuid, "userId" uuid, "courseId" uuid,
      ranges jsonb, watched real, percent smallint, position real, clock timestamptz, sessions jsonb, expected int,
      at timestamptz, reveal jsonb)
  ), target as (
    select x.* from x
    join lateral (
      select 1 from ${t.enrollments} e join ${t.courses} c on c.id = e.course_id
      where e.id = x."enrollmentId" and e.user_id = x."userId" and e.course_id = x."courseId"
        and c.published and ${ACCESS_HOLDS}
      limit 1
    ) holds on true
  ), saved as (
    insert into ${t.watchProgress} as w (enrollment_id, ranges, watched_seconds, progress_percent, position_seconds,
      credit_clock_at, sessions, heartbeats, first_played_at, updated_at)
    select target."enrollmentId", target.ranges, target.watched, target.percent, target.position, target.clock,
      target.sessions, target.expected + 1, target.at, now()
    from target order by target."enrollmentId"
    on conflict (enrollment_id) do update set ranges = excluded.ranges, watched_seconds = excluded.watched_seconds,
      progress_percent = excluded.progress_percent, position_seconds = excluded.position_seconds,
      credit_clock_at = excluded.credit_clock_at, sessions = excluded.sessions, heartbeats = excluded.heartbeats,
      updated_at = now()
    where w.heartbeats = excluded.heartbeats - 1
    returning w.enrollment_id
  ), reveals as (
    select x."enrollmentId", x.at, y.id, y.code
    from x join saved on saved.enrollment_id = x."enrollmentId"
    cross join jsonb_to_recordset(x.reveal) as y(id uuid, code text)
  ), revealed as (
    update ${t.checkpoints} a
    set code = case when a.revealed_at is null then a.code else r.code end,
      revealed_at = r.at, codes_shown = a.codes_shown + 1
    from reveals r
    -- Looked up by key through either index, however small the table looked when the plan was made.
    where a.id = any (array(select reveals.id from reveals))
      and a.enrollment_id = any (array(select reveals."enrollmentId" from reveals))
      and a.id = r.id and a.enrollment_id = r."enrollmentId" and a.verified_at is null
    returning a.enrollment_id, a.id, a.code, a.moment_seconds
  ), shown as (
    select r.enrollment_id,
      json_agg(json_build_object('id', r.id, 'code', r.code, 'momentSeconds', r.moment_seconds)) as list
    from revealed r group by r.enrollment_id
  )
  select x.i, saved.enrollment_id is not null as saved, coalesce(shown.list, '[]'::json) as revealed,
    coalesce(counts.checkpoints, 0) as checkpoints, coalesce(counts.verified, 0) as verified,
    (extract(epoch from e.completed_at) * 1000)::float8 as completed_at
  from x
  left join saved on saved.enrollment_id = x."enrollmentId"
  left join shown on shown.enrollment_id = x."enrollmentId"
  left join lateral (
    select count(*)::int as checkpoints, (count(*) filter (where a.verified_at is not null))::int as verified
    from ${t.checkpoints} a where a.enrollment_id = x."enrollmentId"
  ) counts on true
  left join lateral (
    select e.completed_at from ${t.enrollments} e where e.id = x."enrollmentId" limit 1
  ) e on true
  order by x.i`;

interface PendingSave {
  target: HeartbeatTarget;
  write: HeartbeatWrite;
  at: Date;
}

/** A json column: node-postgres and PGlite parse it; a driver that does not hands over the text. */
const parseJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/**
 * The two statements of a heartbeat that carries a playback-session token, as fixed SQL text: no query building
 * per heartbeat, and on PostgreSQL named prepared statements (each connection parses and plans them once). Each
 * statement carries every heartbeat read (or saved) at the same moment (`StatementBatches`, group commit): alone
 * on a quiet server, up to 64 under load, so the database's cost per statement is shared.
 */
export class HeartbeatRepository {
  private readonly reads: StatementBatches<HeartbeatTarget, HeartbeatState | null>;
  private readonly saves: StatementBatches<PendingSave, HeartbeatSaved>;

  /** `lookups`: the database's lookup connections (`DatabaseHandle.lookups`: plans that reach rows by index). */
  constructor(
    private readonly lookups: LookupClient,
    limits: BatchLimits = HEARTBEAT_BATCHES,
  ) {
    this.reads = new StatementBatches(
      (targets) => this.readMany(targets),
      (target) => target.enrollmentId,
      limits,
    );
    this.saves = new StatementBatches(
      (writes) => this.saveMany(writes),
      (pending) => pending.target.enrollmentId,
      limits,
    );
  }

  /**
   * The enrollment (for this user and course), whether the course is published and the enrollment gives access now,
   * its progress row and checkpoints; null when the enrollment does not exist. One statement, shared with the reads
   * made at the same moment.
   */
  readHeartbeatState(target: HeartbeatTarget): Promise<HeartbeatState | null> {
    return this.reads.submit(target);
  }

  private async readMany(targets: HeartbeatTarget[]): Promise<(HeartbeatState | null)[]> {
    const rows = await this.lookups.query('heartbeat_read_v4', HEARTBEAT_READ, [
      JSON.stringify(
        targets.map((target, i) => ({
          i,
          enrollmentId: target.enrollmentId,
          userId: target.userId,
          courseId: target.courseId,
        })),
      ),
    ]);
    return rows.map((row) => {
      if (!row.state) return null;
      const state = parseJson(row.state) as Omit<HeartbeatState, 'completedAt'> & {
        completedAt: string | null;
      };
      return { ...state, completedAt: state.completedAt ? new Date(state.completedAt) : null };
    });
  }

  /**
   * Saves the heartbeat's progress if no other heartbeat was saved since it was read (compare-and-set on the
   * `heartbeats` count) and the enrollment still gives access, and reveals the checkpoints. Answers whether it was
   * saved, the revealed checkpoints' codes, and the enrollment's checkpoints, codes entered and completion as they
   * are now. Not saved: read again and judge again. One statement, shared with the saves made at the same moment.
   */
  saveHeartbeat(target: HeartbeatTarget, write: HeartbeatWrite, at: Date): Promise<HeartbeatSaved> {
    return this.saves.submit({ target, write, at });
  }

  /** Read and save statements run and the heartbeats they carried, since start. */
  get totals(): Record<'reads' | 'saves', { statements: number; items: number }> {
    return { reads: this.reads.totals, saves: this.saves.totals };
  }

  private async saveMany(writes: PendingSave[]): Promise<HeartbeatSaved[]> {
    const rows = await this.lookups.query('heartbeat_save_v5', HEARTBEAT_SAVE, [
      JSON.stringify(
        writes.map(({ target, write, at }, i) => ({
          i,
          enrollmentId: target.enrollmentId,
          userId: target.userId,
          courseId: target.courseId,
          ranges: write.ranges,
          watched: write.watchedSeconds,
          percent: write.progressPercent,
          position: write.positionSeconds,
          clock: write.creditClockAt ? write.creditClockAt.toISOString() : null,
          sessions: write.sessions,
          expected: write.expectedHeartbeats,
          at: at.toISOString(),
          reveal: write.reveal,
        })),
      ),
    ]);
    return rows.map((row) => {
      const completedAt =
        row.completed_at === null || row.completed_at === undefined ? null : Number(row.completed_at);
      return {
        saved: row.saved === true,
        revealed: parseJson(row.revealed ?? []) as HeartbeatSaved['revealed'],
        checkpointCount: Number(row.checkpoints ?? 0),
        codesEntered: Number(row.verified ?? 0),
        completedAt: completedAt === null ? null : new Date(completedAt),
      };
    });
  }
}
