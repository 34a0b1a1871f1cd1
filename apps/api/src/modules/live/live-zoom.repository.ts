import { and, asc, eq, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import { isUuid } from '@counsel/contracts';
import type { Executor, Transaction } from '../../db/transaction.js';
import { users } from '../../db/schema/identity.js';
import { liveRegistrations, liveSessions, liveZoomPresence } from '../../db/schema/live.js';

export type LiveZoomPresenceRow = typeof liveZoomPresence.$inferSelect;

/** How long before its start and after its end a Zoom event still belongs to a session. */
const EVENT_MARGIN_BEFORE = sql`interval '60 minutes'`;
const EVENT_MARGIN_AFTER = sql`interval '180 minutes'`;

/** Zoom sessions' attendance: the session an event belongs to, the lawyer it names, and the joins and leaves. */
export class LiveZoomRepository {
  constructor(private readonly db: Executor) {}

  within(tx: Transaction): LiveZoomRepository {
    return new LiveZoomRepository(tx);
  }

  /** The Zoom session with this number that `at` falls in (an hour before its start to 3 hours after its end). */
  async findSessionForEvent(room: 'ZOOM_MEETING' | 'ZOOM_WEBINAR', number: string, at: Date) {
    const [row] = await this.db
      .select()
      .from(liveSessions)
      .where(
        and(
          eq(liveSessions.room, room),
          eq(liveSessions.zoomNumber, number),
          isNull(liveSessions.canceledAt),
          lte(sql`${liveSessions.startsAt} - ${EVENT_MARGIN_BEFORE}`, at),
          gte(
            sql`${liveSessions.startsAt} + make_interval(mins => ${liveSessions.durationMinutes}) + ${EVENT_MARGIN_AFTER}`,
            at,
          ),
        ),
      )
      .orderBy(sql`abs(extract(epoch from (${liveSessions.startsAt} - ${at.toISOString()}::timestamptz)))`)
      .limit(1);
    return row;
  }

  /**
   * The registration of the session's lawyer this participant is: by customer key (our user id, passed at join),
   * then by Zoom registrant id, then by e-mail.
   */
  async findRegistrationForParticipant(
    sessionId: string,
    participant: { customerKey: string | null; registrantId: string | null; email: string | null },
  ): Promise<string | undefined> {
    const bySession = eq(liveRegistrations.sessionId, sessionId);
    if (participant.customerKey && isUuid(participant.customerKey)) {
      const [row] = await this.db
        .select({ id: liveRegistrations.id })
        .from(liveRegistrations)
        .where(and(bySession, eq(liveRegistrations.userId, participant.customerKey)));
      if (row) return row.id;
    }
    if (participant.registrantId) {
      const [row] = await this.db
        .select({ id: liveRegistrations.id })
        .from(liveRegistrations)
        .where(and(bySession, eq(liveRegistrations.zoomRegistrantId, participant.registrantId)));
      if (row) return row.id;
    }
    if (participant.email) {
      const [row] = await this.db
        .select({ id: liveRegistrations.id })
        .from(liveRegistrations)
        .innerJoin(users, eq(users.id, liveRegistrations.userId))
        .where(and(bySession, sql`lower(${users.email}) = ${participant.email.toLowerCase()}`));
      if (row) return row.id;
    }
    return undefined;
  }

  /** Records joins and leaves once each; answers how many were new. */
  async addPoints(
    points: {
      registrationId: string;
      participantKey: string;
      kind: 'JOINED' | 'LEFT';
      at: Date;
      source: 'WEBHOOK' | 'REPORT';
    }[],
  ): Promise<number> {
    if (points.length === 0) return 0;
    const inserted = await this.db
      .insert(liveZoomPresence)
      .values(points)
      .onConflictDoNothing()
      .returning({ at: liveZoomPresence.at });
    return inserted.length;
  }

  async listPoints(registrationId: string): Promise<LiveZoomPresenceRow[]> {
    return this.db
      .select()
      .from(liveZoomPresence)
      .where(eq(liveZoomPresence.registrationId, registrationId))
      .orderBy(asc(liveZoomPresence.at));
  }

  /** Zoom sessions over for `settleMinutes` whose participant report has not been read (the last 30 days). */
  async listSessionsToReconcile(now: Date, settleMinutes: number, limit = 20) {
    return this.db
      .select()
      .from(liveSessions)
      .where(
        and(
          ne(liveSessions.room, 'BUILT_IN'),
          isNull(liveSessions.canceledAt),
          isNull(liveSessions.zoomReconciledAt),
          lte(
            sql`${liveSessions.startsAt} + make_interval(mins => ${liveSessions.durationMinutes} + ${settleMinutes})`,
            now,
          ),
          gte(liveSessions.startsAt, new Date(now.getTime() - 30 * 24 * 3_600_000)),
        ),
      )
      .orderBy(asc(liveSessions.startsAt))
      .limit(limit);
  }

  async markReconciled(sessionId: string, at: Date): Promise<void> {
    await this.db.update(liveSessions).set({ zoomReconciledAt: at }).where(eq(liveSessions.id, sessionId));
  }
}
