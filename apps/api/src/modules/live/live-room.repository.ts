import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/transaction.js';
import { users } from '../../db/schema/identity.js';
import {
  liveCodeEntries,
  livePresence,
  liveQuestions,
  liveRegistrations,
  liveSessionCodes,
  liveSessions,
} from '../../db/schema/live.js';

export type LiveSessionCodeRow = typeof liveSessionCodes.$inferSelect;
export type LivePresenceRow = typeof livePresence.$inferSelect;
export type LiveQuestionRow = typeof liveQuestions.$inferSelect;

/** The built-in room's tables: the session's codes, each lawyer's presence and entered codes, the questions. */
export class LiveRoomRepository {
  constructor(private readonly db: Executor) {}

  within(tx: Transaction): LiveRoomRepository {
    return new LiveRoomRepository(tx);
  }

  /** The session's codes, planned once: the first caller's plan wins, later ones read it. */
  async ensureCodes(
    sessionId: string,
    plan: () => { ordinal: number; momentSeconds: number; code: string }[],
  ): Promise<LiveSessionCodeRow[]> {
    const existing = await this.listCodes(sessionId);
    if (existing.length > 0) return existing;
    await this.db
      .insert(liveSessionCodes)
      .values(plan().map((code) => ({ sessionId, ...code })))
      .onConflictDoNothing();
    return this.listCodes(sessionId);
  }

  /** Replaces a session's plan (only before any of its codes was shown: nobody can have entered one). */
  async replanCodes(
    sessionId: string,
    plan: { ordinal: number; momentSeconds: number; code: string }[],
  ): Promise<LiveSessionCodeRow[]> {
    await this.db.delete(liveSessionCodes).where(eq(liveSessionCodes.sessionId, sessionId));
    await this.db
      .insert(liveSessionCodes)
      .values(plan.map((code) => ({ sessionId, ...code })))
      .onConflictDoNothing();
    return this.listCodes(sessionId);
  }

  async listCodes(sessionId: string): Promise<LiveSessionCodeRow[]> {
    return this.db
      .select()
      .from(liveSessionCodes)
      .where(eq(liveSessionCodes.sessionId, sessionId))
      .orderBy(asc(liveSessionCodes.ordinal));
  }

  async findPresence(registrationId: string): Promise<LivePresenceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(livePresence)
      .where(eq(livePresence.registrationId, registrationId));
    return row;
  }

  /** The presence row, created if missing, locked for this transaction (heartbeats of one lawyer queue here). */
  async lockPresence(registrationId: string, at: Date): Promise<LivePresenceRow> {
    await this.db
      .insert(livePresence)
      .values({ registrationId, firstSeenAt: at, updatedAt: at })
      .onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(livePresence)
      .where(eq(livePresence.registrationId, registrationId))
      .for('update');
    if (!row) throw new Error('presence row vanished');
    return row;
  }

  async savePresence(
    registrationId: string,
    values: Pick<LivePresenceRow, 'intervals' | 'clients' | 'verifiedSeconds' | 'heartbeats' | 'updatedAt'>,
  ): Promise<void> {
    await this.db.update(livePresence).set(values).where(eq(livePresence.registrationId, registrationId));
  }

  async enteredOrdinals(registrationId: string): Promise<number[]> {
    const rows = await this.db
      .select({ ordinal: liveCodeEntries.ordinal })
      .from(liveCodeEntries)
      .where(eq(liveCodeEntries.registrationId, registrationId));
    return rows.map((row) => row.ordinal);
  }

  async enterCode(registrationId: string, ordinal: number, at: Date): Promise<void> {
    await this.db
      .insert(liveCodeEntries)
      .values({ registrationId, ordinal, enteredAt: at })
      .onConflictDoNothing();
  }

  async listQuestions(sessionId: string): Promise<LiveQuestionRow[]> {
    return this.db
      .select()
      .from(liveQuestions)
      .where(eq(liveQuestions.sessionId, sessionId))
      .orderBy(asc(liveQuestions.askedAt))
      .limit(500);
  }

  async countQuestionsBy(sessionId: string, userId: string): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(liveQuestions)
      .where(and(eq(liveQuestions.sessionId, sessionId), eq(liveQuestions.userId, userId)));
    return row?.total ?? 0;
  }

  async addQuestion(input: {
    sessionId: string;
    userId: string;
    text: string;
    at: Date;
  }): Promise<LiveQuestionRow> {
    const [user] = await this.db.select({ name: users.name }).from(users).where(eq(users.id, input.userId));
    const firstName = (user?.name ?? '').trim().split(/\s+/)[0] || 'A lawyer';
    const [row] = await this.db
      .insert(liveQuestions)
      .values({
        sessionId: input.sessionId,
        userId: input.userId,
        askerFirstName: firstName,
        text: input.text,
        askedAt: input.at,
      })
      .returning();
    if (!row) throw new Error('question insert returned nothing');
    return row;
  }

  /**
   * A lawyer's registrations for a course (a moved registration is CANCELED but keeps its presence), each with its
   * session, presence, the session's codes and the codes this lawyer entered: what live credit is computed from.
   */
  async listAttendanceRecords(userId: string, courseId: string) {
    const rows = await this.db
      .select({ registration: liveRegistrations, session: liveSessions, presence: livePresence })
      .from(liveRegistrations)
      .innerJoin(liveSessions, eq(liveSessions.id, liveRegistrations.sessionId))
      .leftJoin(livePresence, eq(livePresence.registrationId, liveRegistrations.id))
      .where(and(eq(liveRegistrations.userId, userId), eq(liveRegistrations.courseId, courseId)))
      .orderBy(asc(liveSessions.startsAt))
      .limit(50);
    if (rows.length === 0) return [];
    const [codes, entries] = await Promise.all([
      this.db
        .select()
        .from(liveSessionCodes)
        .where(
          inArray(
            liveSessionCodes.sessionId,
            rows.map((row) => row.session.id),
          ),
        )
        .orderBy(asc(liveSessionCodes.ordinal)),
      this.db
        .select()
        .from(liveCodeEntries)
        .where(
          inArray(
            liveCodeEntries.registrationId,
            rows.map((row) => row.registration.id),
          ),
        ),
    ]);
    return rows.map((row) => ({
      ...row,
      codes: codes.filter((code) => code.sessionId === row.session.id),
      entries: entries.filter((entry) => entry.registrationId === row.registration.id),
    }));
  }
}
