import { and, eq, isNotNull, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { isUuid, type SubscriptionStatus } from '@counsel/contracts';
import type { Executor, Transaction } from '../../db/transaction.js';
import {
  billingCustomers,
  checkoutIntents,
  coursePurchases,
  firms,
  membershipPlans,
  planPrices,
  subscriptions,
} from '../../db/schema/billing.js';
import { courses } from '../../db/schema/courses.js';
import { firmMembers } from '../../db/schema/enterprise.js';
import { findPlanPrice } from '../../db/queries/plan-price.js';
import { users } from '../../db/schema/identity.js';

export type CheckoutIntentRow = typeof checkoutIntents.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type FirmRow = typeof firms.$inferSelect;

export interface SubscriptionState {
  provider: string;
  providerSubscriptionId: string;
  providerCustomerId: string;
  userId: string;
  priceId: string;
  status: SubscriptionStatus;
  seats: number;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
}

/**
 * Checkouts, customers, subscriptions and firms as billing writes them. What they entitle a user to is read by
 * modules/entitlements.
 */
export class BillingRepository {
  constructor(private readonly db: Executor) {}

  /** The same queries inside a service's unit of work (integrations/jobs/unit-of-work.ts). */
  within(tx: Transaction): BillingRepository {
    return new BillingRepository(tx);
  }

  /** Holds the user's row until the transaction ends: one membership decision per user at a time. */
  async lockUser(userId: string): Promise<void> {
    await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  }

  async findUser(userId: string) {
    const [row] = await this.db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }

  /** A price on sale now, with its plan and tiers (checkout). */
  findPrice(priceId: string) {
    return findPlanPrice(this.db, priceId, { onSale: true });
  }

  /** A price, on sale or retired (a subscription may sit on a retired one). */
  findAnyPrice(priceId: string) {
    return findPlanPrice(this.db, priceId, { onSale: false });
  }

  /** A published course by id or slug, with its price. */
  async findCourseForSale(idOrSlug: string) {
    const byId = isUuid(idOrSlug);
    const [row] = await this.db
      .select({
        id: courses.id,
        slug: courses.slug,
        title: courses.title,
        priceCents: courses.priceCents,
        currency: courses.currency,
        format: courses.format,
        liveStartsAt: courses.liveStartsAt,
      })
      .from(courses)
      .where(and(eq(courses.published, true), byId ? eq(courses.id, idOrSlug) : eq(courses.slug, idOrSlug)))
      .limit(1);
    return row;
  }

  async findCustomerId(userId: string, provider: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ id: billingCustomers.providerCustomerId })
      .from(billingCustomers)
      .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)))
      .limit(1);
    return row?.id;
  }

  /** Stores the customer unless one was stored meanwhile; answers the one that is stored. */
  async saveCustomerId(userId: string, provider: string, providerCustomerId: string): Promise<string> {
    await this.db
      .insert(billingCustomers)
      .values({ userId, provider, providerCustomerId })
      .onConflictDoNothing({ target: [billingCustomers.userId, billingCustomers.provider] });
    return (await this.findCustomerId(userId, provider)) ?? providerCustomerId;
  }

  async findUserIdByCustomer(provider: string, providerCustomerId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userId: billingCustomers.userId })
      .from(billingCustomers)
      .where(
        and(
          eq(billingCustomers.provider, provider),
          eq(billingCustomers.providerCustomerId, providerCustomerId),
        ),
      )
      .limit(1);
    return row?.userId;
  }

  async createIntent(values: typeof checkoutIntents.$inferInsert): Promise<CheckoutIntentRow> {
    const [row] = await this.db.insert(checkoutIntents).values(values).returning();
    if (!row) throw new Error('checkout intent not stored');
    return row;
  }

  async attachSession(intentId: string, providerSessionId: string): Promise<void> {
    await this.db.update(checkoutIntents).set({ providerSessionId }).where(eq(checkoutIntents.id, intentId));
  }

  async markIntentFailed(intentId: string): Promise<void> {
    await this.db
      .update(checkoutIntents)
      .set({ status: 'FAILED' })
      .where(and(eq(checkoutIntents.id, intentId), eq(checkoutIntents.status, 'OPEN')));
  }

  async findIntent(intentId: string): Promise<CheckoutIntentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(checkoutIntents)
      .where(eq(checkoutIntents.id, intentId))
      .limit(1);
    return row;
  }

  async findIntentBySession(provider: string, sessionId: string, userId: string) {
    const [row] = await this.db
      .select({
        intent: checkoutIntents,
        planName: membershipPlans.name,
        interval: planPrices.interval,
        courseTitle: courses.title,
        courseSlug: courses.slug,
      })
      .from(checkoutIntents)
      .leftJoin(planPrices, eq(planPrices.id, checkoutIntents.priceId))
      .leftJoin(membershipPlans, eq(membershipPlans.id, planPrices.planId))
      .leftJoin(courses, eq(courses.id, checkoutIntents.courseId))
      .where(
        and(
          eq(checkoutIntents.provider, provider),
          eq(checkoutIntents.providerSessionId, sessionId),
          eq(checkoutIntents.userId, userId),
        ),
      )
      .limit(1);
    return row;
  }

  /** → COMPLETED once (never a refunded one); true only for the call that completed it. */
  async completeIntent(intentId: string): Promise<boolean> {
    const rows = await this.db
      .update(checkoutIntents)
      .set({ status: 'COMPLETED', completedAt: sql`now()` })
      .where(
        and(eq(checkoutIntents.id, intentId), notInArray(checkoutIntents.status, ['COMPLETED', 'REFUNDED'])),
      )
      .returning({ id: checkoutIntents.id });
    return rows.length > 0;
  }

  /**
   * The course an intent bought. A refunded purchase of the same course is replaced by this one (a buyer refunded
   * in full may buy again); a purchase that still grants the course is kept.
   */
  async recordCoursePurchase(
    intent: CheckoutIntentRow,
    providerPaymentId: string | null = null,
  ): Promise<void> {
    if (!intent.courseId) return;
    const values = {
      userId: intent.userId,
      courseId: intent.courseId,
      intentId: intent.id,
      amountCents: intent.amountCents,
      currency: intent.currency,
      providerPaymentId,
    };
    await this.db
      .insert(coursePurchases)
      .values(values)
      .onConflictDoUpdate({
        target: [coursePurchases.userId, coursePurchases.courseId],
        set: {
          intentId: values.intentId,
          amountCents: values.amountCents,
          currency: values.currency,
          providerPaymentId: values.providerPaymentId,
          purchasedAt: sql`now()`,
          refundedAt: null,
        },
        setWhere: isNotNull(coursePurchases.refundedAt),
      });
  }

  /** A full refund of the payment ends the course purchase it paid for; true when this call ended one. */
  async refundCoursePurchase(providerPaymentId: string): Promise<boolean> {
    const rows = await this.db
      .update(coursePurchases)
      .set({ refundedAt: sql`now()` })
      .where(
        and(eq(coursePurchases.providerPaymentId, providerPaymentId), isNull(coursePurchases.refundedAt)),
      )
      .returning({ id: coursePurchases.id });
    return rows.length > 0;
  }

  async findSubscription(
    provider: string,
    providerSubscriptionId: string,
  ): Promise<SubscriptionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.provider, provider),
          eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
        ),
      )
      .limit(1);
    return row;
  }

  /** Writes the whole state the provider reported (insert or replace), conflict-safe under parallel events. */
  async upsertSubscription(state: SubscriptionState): Promise<SubscriptionRow> {
    const values = { ...state, updatedAt: sql`now()` };
    const [row] = await this.db
      .insert(subscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: [subscriptions.provider, subscriptions.providerSubscriptionId],
        set: {
          priceId: values.priceId,
          status: values.status,
          seats: values.seats,
          currentPeriodEnd: values.currentPeriodEnd,
          cancelAtPeriodEnd: values.cancelAtPeriodEnd,
          canceledAt: values.canceledAt,
          updatedAt: values.updatedAt,
        },
      })
      .returning();
    if (!row) throw new Error('subscription not stored');
    return row;
  }

  /**
   * The firm the user owns, created on the first enterprise subscription; its seats follow the subscription. The
   * buyer is the firm's first member: ACTIVE, an administrator, on one of the seats (docs/product-rules.md#firms).
   */
  async upsertOwnedFirm(ownerUserId: string, name: string, seats: number): Promise<FirmRow> {
    const [row] = await this.db
      .insert(firms)
      .values({ ownerUserId, name, seats })
      .onConflictDoUpdate({ target: firms.ownerUserId, set: { seats, updatedAt: sql`now()` } })
      .returning();
    if (!row) throw new Error('firm not stored');
    const owner = await this.findUser(ownerUserId);
    if (!owner) return row;
    const { id: userId, name: fullName } = owner;
    const member = { userId, fullName, email: owner.email.toLowerCase(), status: 'ACTIVE' as const };
    await this.db
      .insert(firmMembers)
      .values({ ...member, firmId: row.id, isAdministrator: true, acceptedAt: sql`now()` })
      .onConflictDoNothing();
    return row;
  }

  async linkSubscriptionToFirm(subscriptionId: string, firmId: string): Promise<void> {
    await this.db
      .update(subscriptions)
      .set({ firmId })
      .where(
        and(
          eq(subscriptions.id, subscriptionId),
          or(isNull(subscriptions.firmId), ne(subscriptions.firmId, firmId)),
        ),
      );
  }
}
