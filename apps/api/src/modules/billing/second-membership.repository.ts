import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { ACCESS_STATUSES } from '@counsel/domain';
import { checkoutIntents, subscriptions } from '../../db/schema/billing.js';
import type { Executor } from '../../db/transaction.js';

/** The queries behind "one membership per person": other memberships and other open checkouts of a user. */
export class SecondMembershipRepository {
  constructor(private readonly db: Executor) {}

  /** A subscription of the user, other than this one, that grants access now. */
  async findOtherAccessSubscription(userId: string, provider: string, providerSubscriptionId: string) {
    const [row] = await this.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          inArray(subscriptions.status, ACCESS_STATUSES),
          ne(subscriptions.providerSubscriptionId, providerSubscriptionId),
          eq(subscriptions.provider, provider),
        ),
      )
      .limit(1);
    return row;
  }

  /** The user's other membership checkouts still open at the provider (another tab, an abandoned one). */
  findOpenMembershipCheckouts(userId: string, provider: string, exceptIntentId: string) {
    return this.db
      .select({ id: checkoutIntents.id, providerSessionId: checkoutIntents.providerSessionId })
      .from(checkoutIntents)
      .where(
        and(
          eq(checkoutIntents.userId, userId),
          eq(checkoutIntents.provider, provider),
          eq(checkoutIntents.status, 'OPEN'),
          inArray(checkoutIntents.kind, ['MEMBERSHIP', 'ENTERPRISE']),
          isNotNull(checkoutIntents.providerSessionId),
          ne(checkoutIntents.id, exceptIntentId),
        ),
      )
      .orderBy(asc(checkoutIntents.createdAt));
  }

  async markExpired(intentId: string): Promise<void> {
    await this.db
      .update(checkoutIntents)
      .set({ status: 'EXPIRED' })
      .where(and(eq(checkoutIntents.id, intentId), eq(checkoutIntents.status, 'OPEN')));
  }

  /** → REFUNDED once; true only for the call that changed it (so the buyer is told once). */
  async markRefunded(intentId: string): Promise<boolean> {
    const rows = await this.db
      .update(checkoutIntents)
      .set({ status: 'REFUNDED', completedAt: sql`now()` })
      .where(and(eq(checkoutIntents.id, intentId), ne(checkoutIntents.status, 'REFUNDED')))
      .returning({ id: checkoutIntents.id });
    return rows.length > 0;
  }
}
