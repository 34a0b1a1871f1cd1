import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  coursePurchases,
  firms,
  membershipPlans,
  planPrices,
  subscriptions,
} from '../../db/schema/billing.js';

/** What access is read from: subscriptions (with their plan), owned firms and course purchases. Reads only. */
export class EntitlementsRepository {
  constructor(private readonly db: Database) {}

  /** The user's subscriptions with their plan, newest change first (a user holds a handful at most). */
  subscriptionsOf(userId: string) {
    return this.db
      .select({
        subscription: subscriptions,
        planName: membershipPlans.name,
        planKind: membershipPlans.kind,
        productId: membershipPlans.slug,
        interval: planPrices.interval,
      })
      .from(subscriptions)
      .innerJoin(planPrices, eq(planPrices.id, subscriptions.priceId))
      .innerJoin(membershipPlans, eq(membershipPlans.id, planPrices.planId))
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.updatedAt));
  }

  /** A purchase of the course that was not refunded in full. */
  async hasPurchasedCourse(userId: string, courseId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: coursePurchases.id })
      .from(coursePurchases)
      .where(
        and(
          eq(coursePurchases.userId, userId),
          eq(coursePurchases.courseId, courseId),
          isNull(coursePurchases.refundedAt),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  async findOwnedFirm(ownerUserId: string) {
    const [row] = await this.db.select().from(firms).where(eq(firms.ownerUserId, ownerUserId)).limit(1);
    return row;
  }
}

export type SubscriptionWithPlan = Awaited<ReturnType<EntitlementsRepository['subscriptionsOf']>>[number];
