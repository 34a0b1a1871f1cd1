import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/transaction.js';
import { courses } from '../../db/schema/courses.js';
import { users } from '../../db/schema/identity.js';
import {
  liveCodeEntries,
  livePresence,
  liveQuestions,
  liveRegistrations,
  liveSessionCodes,
  liveSessions,
} from '../../db/schema/live.js';

export type StaffLiveSessionRow = typeof liveSessions.$inferSelect & {
  courseTitle: string;
  courseSlug: string;
  registered: number;
};

const registered = sql<number>`(
  select count(*)::int from ${liveRegistrations} r
  where r.session_id = "live_sessions"."id" and r.status = 'REGISTERED'
)`.mapWith(Number);

/** Live sessions, their registrants and attendance, and the room's questions for the staff console. */
export class StaffLiveRepository {
  constructor(private readonly db: Executor) {}

  within(tx: Transaction): StaffLiveRepository {
    return new StaffLiveRepository(tx);
  }

  async course(courseId: string) {
    const [row] = await this.db
      .select({ id: courses.id, title: courses.title, slug: courses.slug, format: courses.format })
      .from(courses)
      .where(eq(courses.id, courseId))
      .limit(1);
    return row;
  }

  /** Sessions (canceled too) starting in [from, to), of one course or all, by start. */
  async list(filter: { from?: Date; to?: Date; courseId?: string }): Promise<StaffLiveSessionRow[]> {
    const rows = await this.db
      .select({ session: liveSessions, courseTitle: courses.title, courseSlug: courses.slug, registered })
      .from(liveSessions)
      .innerJoin(courses, eq(courses.id, liveSessions.courseId))
      .where(
        and(
          filter.from ? gte(liveSessions.startsAt, filter.from) : undefined,
          filter.to ? lt(liveSessions.startsAt, filter.to) : undefined,
          filter.courseId ? eq(liveSessions.courseId, filter.courseId) : undefined,
        ),
      )
      .orderBy(asc(liveSessions.startsAt), asc(liveSessions.id))
      .limit(500);
    return rows.map((row) => ({
      ...row.session,
      courseTitle: row.courseTitle,
      courseSlug: row.courseSlug,
      registered: row.registered,
    }));
  }

  async session(sessionId: string): Promise<StaffLiveSessionRow | undefined> {
    const [row] = await this.db
      .select({ session: liveSessions, courseTitle: courses.title, courseSlug: courses.slug, registered })
      .from(liveSessions)
      .innerJoin(courses, eq(courses.id, liveSessions.courseId))
      .where(eq(liveSessions.id, sessionId));
    return row
      ? {
          ...row.session,
          courseTitle: row.courseTitle,
          courseSlug: row.courseSlug,
          registered: row.registered,
        }
      : undefined;
  }

  /** Locks the session's row (registrations queue on it, live.repository.ts `lockSeats`) and reads it. */
  async lockSession(sessionId: string): Promise<StaffLiveSessionRow | undefined> {
    await this.db
      .select({ id: liveSessions.id })
      .from(liveSessions)
      .where(eq(liveSessions.id, sessionId))
      .for('update');
    return this.session(sessionId);
  }

  /** A new session; undefined when the course already has one at that start. */
  async insertSession(values: typeof liveSessions.$inferInsert): Promise<string | undefined> {
    const [row] = await this.db
      .insert(liveSessions)
      .values(values)
      .onConflictDoNothing({ target: [liveSessions.courseId, liveSessions.startsAt] })
      .returning({ id: liveSessions.id });
    return row?.id;
  }

  async startTaken(courseId: string, startsAt: Date, exceptSessionId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: liveSessions.id })
      .from(liveSessions)
      .where(and(eq(liveSessions.courseId, courseId), eq(liveSessions.startsAt, startsAt)));
    return row !== undefined && row.id !== exceptSessionId;
  }

  async updateSession(
    sessionId: string,
    set: Partial<Pick<typeof liveSessions.$inferInsert, 'startsAt' | 'durationMinutes' | 'capacity'>>,
  ): Promise<void> {
    await this.db.update(liveSessions).set(set).where(eq(liveSessions.id, sessionId));
  }

  /**
   * After a move: the session's code plan is made again at the next room visit, and its registrants' reminders are
   * due again at the new time.
   */
  async resetForNewTime(sessionId: string): Promise<void> {
    await this.db.delete(liveSessionCodes).where(eq(liveSessionCodes.sessionId, sessionId));
    await this.db
      .update(liveRegistrations)
      .set({ remindedDayAt: null, remindedSoonAt: null })
      .where(and(eq(liveRegistrations.sessionId, sessionId), eq(liveRegistrations.status, 'REGISTERED')));
  }

  async markCanceled(sessionId: string, reason: string, at: Date): Promise<void> {
    await this.db
      .update(liveSessions)
      .set({ canceledAt: at, cancelReason: reason })
      .where(eq(liveSessions.id, sessionId));
  }

  /** The session's REGISTERED lawyers with how to reach them. */
  registeredContacts(sessionId: string) {
    return this.db
      .select({
        registrationId: liveRegistrations.id,
        userId: users.id,
        name: users.name,
        email: users.email,
      })
      .from(liveRegistrations)
      .innerJoin(users, eq(users.id, liveRegistrations.userId))
      .where(and(eq(liveRegistrations.sessionId, sessionId), eq(liveRegistrations.status, 'REGISTERED')))
      .orderBy(asc(liveRegistrations.registeredAt));
  }

  async cancelRegistrations(sessionId: string, at: Date): Promise<number> {
    const rows = await this.db
      .update(liveRegistrations)
      .set({ status: 'CANCELED', canceledAt: at })
      .where(and(eq(liveRegistrations.sessionId, sessionId), eq(liveRegistrations.status, 'REGISTERED')))
      .returning({ id: liveRegistrations.id });
    return rows.length;
  }

  /**
   * Every registration of the session (canceled too) with its lawyer, presence and entered codes, and the session's
   * codes: what live credit is computed from (live-attendance.ts).
   */
  async registrants(sessionId: string) {
    const rows = await this.db
      .select({
        registration: liveRegistrations,
        name: users.name,
        email: users.email,
        presence: livePresence,
      })
      .from(liveRegistrations)
      .innerJoin(users, eq(users.id, liveRegistrations.userId))
      .leftJoin(livePresence, eq(livePresence.registrationId, liveRegistrations.id))
      .where(eq(liveRegistrations.sessionId, sessionId))
      .orderBy(asc(users.name), asc(liveRegistrations.id))
      .limit(2000);
    const codes = await this.db
      .select({ ordinal: liveSessionCodes.ordinal, momentSeconds: liveSessionCodes.momentSeconds })
      .from(liveSessionCodes)
      .where(eq(liveSessionCodes.sessionId, sessionId))
      .orderBy(asc(liveSessionCodes.ordinal));
    const entries =
      rows.length === 0
        ? []
        : await this.db
            .select()
            .from(liveCodeEntries)
            .where(
              inArray(
                liveCodeEntries.registrationId,
                rows.map((row) => row.registration.id),
              ),
            );
    return { rows, codes, entries };
  }

  questions(sessionId: string) {
    return this.db
      .select({ question: liveQuestions, name: users.name, email: users.email })
      .from(liveQuestions)
      .innerJoin(users, eq(users.id, liveQuestions.userId))
      .where(eq(liveQuestions.sessionId, sessionId))
      .orderBy(asc(liveQuestions.askedAt), asc(liveQuestions.id))
      .limit(500);
  }

  async question(sessionId: string, questionId: string) {
    const [row] = await this.db
      .select({ question: liveQuestions, name: users.name, email: users.email })
      .from(liveQuestions)
      .innerJoin(users, eq(users.id, liveQuestions.userId))
      .where(and(eq(liveQuestions.id, questionId), eq(liveQuestions.sessionId, sessionId)));
    return row;
  }

  async answer(questionId: string, answer: string, at: Date): Promise<void> {
    await this.db
      .update(liveQuestions)
      .set({ answer, answeredAt: at })
      .where(eq(liveQuestions.id, questionId));
  }
}
