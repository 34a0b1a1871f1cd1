import { and, asc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { LIVE_WINDOW_CLOSES_AFTER_START_MS } from '@counsel/domain';
import type { Executor, Transaction } from '../../db/transaction.js';
import { courses } from '../../db/schema/courses.js';
import { users } from '../../db/schema/identity.js';
import { liveRegistrations, liveSessions, type LiveStreamAsset } from '../../db/schema/live.js';
import { courseMedia } from '../../db/schema/video.js';

export type LiveSessionRow = typeof liveSessions.$inferSelect;
export type LiveRegistrationRow = typeof liveRegistrations.$inferSelect;

export interface LiveCourseRef {
  id: string;
  slug: string;
  title: string;
  thumbnailUrl: string | null;
}

/** A session with the seats taken (REGISTERED registrations). */
export interface SessionWithSeats extends LiveSessionRow {
  seatsTaken: number;
}

export interface RegistrationView {
  registration: LiveRegistrationRow;
  session: SessionWithSeats;
  course: LiveCourseRef;
}

const MINUTE_MS = 60_000;

// The outer table is named in full: Drizzle writes a single-table query's columns unqualified, and a bare "id"
// would mean the registration's own id inside this subquery.
const seatsTaken = sql<number>`(
  select count(*)::int from ${liveRegistrations} r
  where r.session_id = "live_sessions"."id" and r.status = 'REGISTERED'
)`.mapWith(Number);

/** Lawyers never see a session staff canceled (docs/product-rules.md#live-sessions). */
const notCanceled = isNull(liveSessions.canceledAt);

const courseRef = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  thumbnailUrl: courses.thumbnailUrl,
};

/** Live sessions, registrations and calendar feeds: the only place with their queries. */
export class LiveRepository {
  constructor(private readonly db: Executor) {}

  within(tx: Transaction): LiveRepository {
    return new LiveRepository(tx);
  }

  /** A session (not canceled) of a published live course, with its course and seats taken. */
  async findSession(sessionId: string) {
    const [row] = await this.db
      .select({ session: liveSessions, seatsTaken, course: courseRef })
      .from(liveSessions)
      .innerJoin(courses, eq(courses.id, liveSessions.courseId))
      .where(
        and(
          eq(liveSessions.id, sessionId),
          notCanceled,
          eq(courses.published, true),
          eq(courses.format, 'LIVE'),
        ),
      );
    return row ? { session: { ...row.session, seatsTaken: row.seatsTaken }, course: row.course } : undefined;
  }

  /** The course's sessions (not canceled) whose join window has not closed (start + 3 h ≥ now), by start. */
  async listOpenSessions(courseId: string, now: Date): Promise<SessionWithSeats[]> {
    const rows = await this.db
      .select({ session: liveSessions, seatsTaken })
      .from(liveSessions)
      .where(
        and(
          eq(liveSessions.courseId, courseId),
          notCanceled,
          gte(liveSessions.startsAt, new Date(now.getTime() - LIVE_WINDOW_CLOSES_AFTER_START_MS)),
        ),
      )
      .orderBy(asc(liveSessions.startsAt))
      .limit(100);
    return rows.map((row) => ({ ...row.session, seatsTaken: row.seatsTaken }));
  }

  /** Locks the session's row (registrations of one session queue here) and counts its REGISTERED seats. */
  async lockSeats(sessionId: string): Promise<number> {
    await this.db
      .select({ id: liveSessions.id })
      .from(liveSessions)
      .where(eq(liveSessions.id, sessionId))
      .for('update');
    const [row] = await this.db
      .select({ taken: sql<number>`count(*)::int`.mapWith(Number) })
      .from(liveRegistrations)
      .where(and(eq(liveRegistrations.sessionId, sessionId), eq(liveRegistrations.status, 'REGISTERED')));
    return row?.taken ?? 0;
  }

  async findRegistration(userId: string, sessionId: string): Promise<LiveRegistrationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(liveRegistrations)
      .where(and(eq(liveRegistrations.userId, userId), eq(liveRegistrations.sessionId, sessionId)));
    return row;
  }

  /** The lawyer's REGISTERED registration for a course (at most one). */
  async findActiveRegistration(userId: string, courseId: string): Promise<LiveRegistrationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(liveRegistrations)
      .where(
        and(
          eq(liveRegistrations.userId, userId),
          eq(liveRegistrations.courseId, courseId),
          eq(liveRegistrations.status, 'REGISTERED'),
        ),
      );
    return row;
  }

  async cancel(registrationId: string, at: Date): Promise<void> {
    await this.db
      .update(liveRegistrations)
      .set({ status: 'CANCELED', canceledAt: at })
      .where(eq(liveRegistrations.id, registrationId));
  }

  /** REGISTERED for the session: a new row, or the lawyer's cancelled one for it made REGISTERED again. */
  async register(input: {
    sessionId: string;
    courseId: string;
    userId: string;
    enrollmentId: string;
    at: Date;
  }): Promise<LiveRegistrationRow> {
    const [row] = await this.db
      .insert(liveRegistrations)
      .values({ ...input, registeredAt: input.at, status: 'REGISTERED' })
      .onConflictDoUpdate({
        target: [liveRegistrations.sessionId, liveRegistrations.userId],
        set: {
          status: 'REGISTERED',
          registeredAt: input.at,
          canceledAt: null,
          enrollmentId: input.enrollmentId,
        },
      })
      .returning();
    if (!row) throw new Error('registration insert returned nothing');
    return row;
  }

  /**
   * The lawyer's REGISTERED registrations whose session started at or after `since`, by start; or, with
   * `registrationId`, that one registration in any status.
   */
  async listRegistrations(
    userId: string,
    filter: { since: Date; courseId?: string } | { registrationId: string },
  ): Promise<RegistrationView[]> {
    const where =
      'registrationId' in filter
        ? [eq(liveRegistrations.id, filter.registrationId)]
        : [
            eq(liveRegistrations.status, 'REGISTERED'),
            notCanceled,
            gte(liveSessions.startsAt, filter.since),
            ...(filter.courseId ? [eq(liveRegistrations.courseId, filter.courseId)] : []),
          ];
    const rows = await this.db
      .select({ registration: liveRegistrations, session: liveSessions, seatsTaken, course: courseRef })
      .from(liveRegistrations)
      .innerJoin(liveSessions, eq(liveSessions.id, liveRegistrations.sessionId))
      .innerJoin(courses, eq(courses.id, liveRegistrations.courseId))
      .where(and(eq(liveRegistrations.userId, userId), ...where))
      .orderBy(asc(liveSessions.startsAt))
      .limit(200);
    return rows.map((row) => ({
      registration: row.registration,
      session: { ...row.session, seatsTaken: row.seatsTaken },
      course: row.course,
    }));
  }

  /** Upcoming and current sessions of published live courses (the database's webinar list), by start. */
  async listUpcomingSessions(now: Date, limit: number) {
    const rows = await this.db
      .select({ session: liveSessions, seatsTaken, course: courseRef })
      .from(liveSessions)
      .innerJoin(courses, eq(courses.id, liveSessions.courseId))
      .where(
        and(
          eq(courses.published, true),
          notCanceled,
          gte(liveSessions.startsAt, new Date(now.getTime() - LIVE_WINDOW_CLOSES_AFTER_START_MS)),
        ),
      )
      .orderBy(asc(liveSessions.startsAt))
      .limit(limit);
    return rows.map((row) => ({
      session: { ...row.session, seatsTaken: row.seatsTaken },
      course: row.course,
    }));
  }

  /** Sessions with these Zoom numbers (to match Zoom's list to ours). */
  async findSessionsByZoomNumbers(numbers: string[]) {
    if (numbers.length === 0) return [];
    const rows = await this.db
      .select({ session: liveSessions, seatsTaken, course: courseRef })
      .from(liveSessions)
      .innerJoin(courses, eq(courses.id, liveSessions.courseId))
      .where(and(inArray(liveSessions.zoomNumber, numbers), notCanceled, eq(courses.published, true)));
    return rows.map((row) => ({
      session: { ...row.session, seatsTaken: row.seatsTaken },
      course: row.course,
    }));
  }

  async userContact(userId: string): Promise<{ name: string; email: string } | undefined> {
    const [row] = await this.db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  }

  /**
   * Each live course's `live_starts_at` becomes the start of its current session (live-sessions.ts `currentSession`:
   * the earliest whose window (start + 3 h) has not closed, else the latest), canceled sessions left out (a course
   * whose every session is canceled keeps its latest start: a live course always has one). Answers how many courses
   * changed.
   */
  async refreshCourseStarts(now: Date): Promise<number> {
    const closesAfter = new Date(now.getTime() - LIVE_WINDOW_CLOSES_AFTER_START_MS);
    const changed = await this.db.execute(sql`
      update ${courses} c set live_starts_at = x.starts_at, updated_at = ${now}
      from (
        select course_id, coalesce(
          min(starts_at) filter (where starts_at >= ${closesAfter} and canceled_at is null),
          max(starts_at) filter (where canceled_at is null),
          max(starts_at)
        ) as starts_at
        from ${liveSessions} group by course_id
      ) x
      where c.id = x.course_id and c.format = 'LIVE' and c.live_starts_at is distinct from x.starts_at
      returning c.id`);
    const rows = (changed as { rows?: unknown[] }).rows;
    return Array.isArray(rows) ? rows.length : 0;
  }

  /**
   * Courses with `live_repeat_every_minutes` (the demo's rolling sessions) get a session at every multiple of that
   * interval from the current one up to `horizonMs` ahead; existing ones are kept. Answers how many were placed.
   */
  async placeRepeatingSessions(now: Date, horizonMs: number): Promise<number> {
    const repeating = await this.db
      .select({ id: courses.id, every: courses.liveRepeatEveryMinutes, duration: courses.durationMinutes })
      .from(courses)
      .where(and(eq(courses.format, 'LIVE'), isNotNull(courses.liveRepeatEveryMinutes)));
    // A placed session plays what the course's other sessions play.
    const streams = new Map<string, LiveStreamAsset>();
    if (repeating.length > 0) {
      const rows = await this.db
        .select({ courseId: liveSessions.courseId, stream: liveSessions.stream })
        .from(liveSessions)
        .where(
          and(
            inArray(
              liveSessions.courseId,
              repeating.map((course) => course.id),
            ),
            isNotNull(liveSessions.stream),
          ),
        );
      for (const row of rows) if (row.stream) streams.set(row.courseId, row.stream);
    }
    const values: (typeof liveSessions.$inferInsert)[] = [];
    for (const course of repeating) {
      const everyMs = (course.every ?? 0) * MINUTE_MS;
      if (everyMs <= 0) continue;
      for (
        let slot = Math.floor(now.getTime() / everyMs) * everyMs;
        slot <= now.getTime() + horizonMs;
        slot += everyMs
      ) {
        values.push({
          courseId: course.id,
          startsAt: new Date(slot),
          timeZone: 'America/New_York',
          durationMinutes: course.duration,
          capacity: 500,
          room: 'BUILT_IN',
          stream: streams.get(course.id) ?? null,
        });
      }
    }
    if (values.length === 0) return 0;
    const placed = await this.db
      .insert(liveSessions)
      .values(values)
      .onConflictDoNothing({ target: [liveSessions.courseId, liveSessions.startsAt] })
      .returning({ id: liveSessions.id });
    return placed.length;
  }

  /**
   * A built-in session of a course starting at `startsAt` (development: the browser tests' session starting in a
   * minute), playing what the course's other sessions play. Answers its id.
   */
  async insertBuiltInSession(courseId: string, startsAt: Date, durationMinutes: number): Promise<string> {
    const [played] = await this.db
      .select({ stream: liveSessions.stream })
      .from(liveSessions)
      .where(and(eq(liveSessions.courseId, courseId), isNotNull(liveSessions.stream)))
      .limit(1);
    const [row] = await this.db
      .insert(liveSessions)
      .values({
        courseId,
        startsAt,
        timeZone: 'America/New_York',
        durationMinutes,
        capacity: 500,
        room: 'BUILT_IN',
        stream: played?.stream ?? null,
      })
      .returning({ id: liveSessions.id });
    if (!row) throw new Error('session insert returned nothing');
    return row.id;
  }

  /**
   * Live courses that publish their recording (`live_publish_recording`) and have none yet get the stream of their
   * latest ended session as their on-demand recording (`course_media`). Answers how many were published.
   */
  async publishEndedRecordings(now: Date): Promise<number> {
    const result = await this.db.execute(sql`
      insert into ${courseMedia} (course_id, provider, asset_key, duration_seconds, captions, updated_at)
      select distinct on (c.id) c.id, (s.stream ->> 'provider')::media_provider, s.stream ->> 'assetKey',
        (s.stream ->> 'durationSeconds')::real, coalesce(s.stream -> 'captions', '[]'::jsonb), ${now}
      from ${courses} c join ${liveSessions} s on s.course_id = c.id
      where c.format = 'LIVE' and c.live_publish_recording and s.stream is not null and s.canceled_at is null
        and s.starts_at + make_interval(mins => s.duration_minutes) <= ${now}
        and not exists (select 1 from ${courseMedia} m where m.course_id = c.id)
      order by c.id, s.starts_at desc
      on conflict (course_id) do nothing
      returning course_id`);
    const rows = (result as { rows?: unknown[] }).rows;
    return Array.isArray(rows) ? rows.length : 0;
  }
}
