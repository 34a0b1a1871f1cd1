import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { accounts, sessions, users } from '../../db/schema/identity.js';

export class IdentityRepository {
  constructor(private readonly db: Database) {}

  async findUserById(userId: string) {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    return row;
  }

  async findUserByEmail(email: string) {
    const [row] = await this.db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.email, email.toLowerCase()))
      .limit(1);
    return row;
  }

  /** The user of an e-mail address, with whether the address is verified (Google sign-in). */
  async findUserForSignIn(email: string) {
    const [row] = await this.db
      .select({ id: users.id, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    return row;
  }

  /** The user an external account (provider + subject) is linked to, if any. */
  async findLinkedUserId(providerId: string, accountId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userId: accounts.userId })
      .from(accounts)
      .where(and(eq(accounts.providerId, providerId), eq(accounts.accountId, accountId)))
      .limit(1);
    return row?.userId;
  }

  /**
   * Someone proved they own this never-verified address (Google verified it): the address becomes verified, and
   * the password and sessions set up before by whoever registered it are dropped, so an account pre-registered
   * by someone else cannot be taken over once its owner arrives. The owner can set a password by reset later.
   */
  async confirmAddressOwnership(userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .delete(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx
        .update(users)
        .set({ emailVerified: true, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
    });
  }

  async updateName(userId: string, name: string) {
    const [row] = await this.db
      .update(users)
      .set({ name, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    return row;
  }
}
