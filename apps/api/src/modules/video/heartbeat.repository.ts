import { getTableName } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
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
 * and course. Joins, not a subquery per target: a subquery runs once per target, and on a table the planner
 * believes small (watch_progress filling up after a start, before autovacuum's next ANALYZE) it was a scan of the
 * whole table each time.
 */
const READ = `with x as (
    select * from jsonb_to_recordset($1::jsonb) as x(i int, "enrollmentId" uuid, "userId" uuid, "courseId" uuid)
  ), cp as (
    select a.enrollment_id, json_agg(json_build_object(
        'id', a.id, 'ordinal', a.ordinal, 'momentSeconds', a.moment_seconds, 'code', a.code,
        'revealed', a.revealed_at is not null, 'verified', a.verified_at is not null) order by a.ordinal) as list
    from ${t.checkpoints} a where a.enrollment_id in (select x."enrollmentId" from x)
    group by a.enrollment_id
  )
  select x.i, case when e.id is null then null else json_build_object(
    'published', c.published,
    'accessHolds', ${ACCESS_HOLDS},
    'completedAt', e.completed_at,
    'progress', case when w.enrollment_id is null then null else json_build_object(
        'ranges', w.ranges, 'positionSeconds', w.position_seconds,
        'creditClockAt', extract(epoch from w.credit_clock_at) * 1000,
        'sessions', w.sessions, 'heartbeats', w.heartbeats) end,
    'checkpoints', coalesce(cp.list, '[]'::json)
  ) end as state
  from x
  left join ${t.enrollments} e
    on e.id = x."enrollmentId" and e.user_id = x."userId" and e.course_id = x."courseId"
  left join ${t.courses} c on c.id = e.course_id
  left join ${t.watchProgress} w on w.enrollment_id = e.id
  left join cp on cp.enrollment_id = e.id
  order by x.i`;

/**
 * Saves a batch of heartbeats in one statement (statement-batches.ts: group commit). $1 a JSON array of writes, each
 * `{i, enrollmentId, userId, courseId, ranges, watched, percent, position, clock, sessions, expected, at, reveal}`,
 * at most one per enrollment. Per write: the progress row is saved only while the enrollment still gives access and
 * its `heartbeats` count is still `expected` (compare-and-set), and the checkpoints in `reveal` ([{id, code}]) are
 * revealed. Answers one row per write, by `i`: saved, the revealed codes, and the enrollment's checkpoints, codes
 * entered and completion as they are now. Rows are written in enrollment order.
 */
const SAVE = `with x as (
    select * from jsonb_to_recordset($1::jsonb) as x(i int, "enrollmentId" uuid, "userId" uuid, "courseId" uuid,
      ranges jsonb, watched real, percent smallint, position real, clock timestamptz, sessions jsonb, expected int,
      at timestamptz, reveal jsonb)
  ), target as (
    select x.* from x
    join ${t.enrollments} e on e.id = x."enrollmentId" and e.user_id = x."userId" and e.course_id = x."courseId"
    join ${t.courses} c on c.id = e.course_id
    where c.published and ${ACCESS_HOLDS}
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
  ), revealed as (
    update ${t.checkpoints} a
    set code = case when a.revealed_at is null then a.code else r.code end,
      revealed_at = r.at, codes_shown = a.codes_shown + 1
    from (select x."enrollmentId", x.at, y.id, y.code
        from x cross join jsonb_to_recordset(x.reveal) as y(id uuid, code text)) r
      join saved on saved.enrollment_id = r."enrollmentId"
    where a.id = r.id and a.enrollment_id = r."enrollmentId" and a.verified_at is null
    returning a.enrollment_id, a.id, a.code, a.moment_seconds
  ), counts as (
    select a.enrollment_id, count(*)::int as checkpoints,
      (count(*) filter (where a.verified_at is not null))::int as verified
    from ${t.checkpoints} a where a.enrollment_id in (select x."enrollmentId" from x)
    group by a.enrollment_id
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
  left join counts on counts.enrollment_id = x."enrollmentId"
  left join ${t.enrollments} e on e.id = x."enrollmentId"
  order by x.i`;

interface PendingSave {
  target: HeartbeatTarget;
  write: HeartbeatWrite;
  at: Date;
}

/** node-postgres's Pool (named statements: parsed and planned once per connection) or PGlite. */
interface QueryClient {
  query(
    query: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: unknown[] }>;
}

function clientOf(db: Database): QueryClient {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (typeof client !== 'object' || client === null || !('query' in client)) {
    throw new Error('The database has no client to run the heartbeat statements on');
  }
  return client as QueryClient;
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
  private readonly run: (name: string, text: string, values: unknown[]) => Promise<Record<string, unknown>[]>;
  private readonly reads: StatementBatches<HeartbeatTarget, HeartbeatState | null>;
  private readonly saves: StatementBatches<PendingSave, HeartbeatSaved>;

  constructor(db: Database, limits: BatchLimits = HEARTBEAT_BATCHES) {
    const client = clientOf(db);
    const named = 'totalCount' in client; // pg.Pool; PGlite prepares each query itself
    this.run = async (name, text, values) => {
      const result = named ? await client.query({ name, text, values }) : await client.query(text, values);
      return result.rows as Record<string, unknown>[];
    };
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
    const rows = await this.run('heartbeat_read_v3', READ, [
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
    const rows = await this.run('heartbeat_save_v4', SAVE, [
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
