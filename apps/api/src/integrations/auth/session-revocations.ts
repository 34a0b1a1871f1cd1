import { systemClock, type Clock } from '../clock/clock.js';
import { isUuid } from '@counsel/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { sessions } from '../../db/schema/identity.js';

/** How long a session found live is believed without asking the database again (ADR 010). */
export const SESSION_CHECK_TTL_MS = 5_000;
/** At most this many sessions are remembered; the oldest go first. */
const MAX_REMEMBERED = 10_000;

export interface SessionRow {
  userId: string;
  expiresAt: Date;
}

/** Reads one session by its primary key: the one indexed lookup a request may cost. */
export class SessionLookupRepository {
  constructor(private readonly db: Database) {}

  async findById(sessionId: string): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .select({ userId: sessions.userId, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .limit(1);
    return row;
  }
}

interface Remembered {
  userId: string;
  expiresAt: number;
  checkedAt: number;
}

/**
 * Whether the session an ID token was issued for still exists (ADR 010): a token of a session that was signed
 * out, revoked ("sign out everywhere", a password change or reset that ends sessions) or whose user was deleted
 * is refused at once. A live session is remembered for SESSION_CHECK_TTL_MS; `revoke` (called by the identity
 * provider whenever it deletes a session) forgets it in this process at once.
 */
export class SessionRevocations {
  private readonly remembered = new Map<string, Remembered>();
  /** Bumped by every revocation: a lookup that overlapped one is not remembered. */
  private generation = 0;

  constructor(
    private readonly repository: Pick<SessionLookupRepository, 'findById'>,
    private readonly clock: Clock = systemClock,
    private readonly ttlMs = SESSION_CHECK_TTL_MS,
  ) {}

  /** True when `sessionId` is a live session of `userId`. */
  async isLive(sessionId: string, userId: string): Promise<boolean> {
    if (!isUuid(sessionId)) return false;
    const now = this.clock.now().getTime();
    const known = this.remembered.get(sessionId);
    if (known && now - known.checkedAt < this.ttlMs && known.expiresAt > now) {
      return known.userId === userId;
    }
    const generation = this.generation;
    const row = await this.repository.findById(sessionId);
    if (!row || row.expiresAt.getTime() <= now) {
      this.remembered.delete(sessionId);
      return false;
    }
    if (generation === this.generation) this.remember(sessionId, row, now);
    return row.userId === userId;
  }

  /** The session was deleted: its tokens are refused from now on, in this process without delay. */
  revoke(sessionId: string): void {
    this.generation += 1;
    this.remembered.delete(sessionId);
  }

  private remember(sessionId: string, row: SessionRow, now: number): void {
    this.remembered.delete(sessionId);
    if (this.remembered.size >= MAX_REMEMBERED) {
      const oldest = this.remembered.keys().next();
      if (!oldest.done) this.remembered.delete(oldest.value);
    }
    this.remembered.set(sessionId, {
      userId: row.userId,
      expiresAt: row.expiresAt.getTime(),
      checkedAt: now,
    });
  }
}
