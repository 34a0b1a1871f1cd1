import { and, count, desc, eq, getTableName, inArray, isNull } from 'drizzle-orm';
import { ACCESS_STATUSES } from '@counsel/domain';
import type { Database } from '../../db/database.js';
import {
  coursePurchases,
  firms,
  membershipPlans,
  planPrices,
  subscriptions,
} from '../../db/schema/billing.js';
import { firmMembers } from '../../db/schema/enterprise.js';

const statuses = ACCESS_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * The membership rule (`membershipReason` in packages/domain entitlements.ts over the facts this repository reads:
 * an own subscription in an access status, or an ACTIVE seat of a firm with one) as a SQL condition on a user id
 * expression, for fixed statements that must re-check access in the statement itself (the playback-token
 * heartbeat's read and write, modules/video/heartbeat.repository.ts). `userId` is trusted SQL text (a column).
 * Each table is looked up by key from the user: `offset 0` keeps every subquery a lookup per row, which the planner
 * would otherwise be free to turn into a join or a hashed scan of the whole table. The plans of those statements are
 * kept, made perhaps while the tables were empty, when a whole scan costs nothing (heartbeat.repository.ts).
 */
export function isMemberSql(userId: string): string {
  const [subs, seats] = [getTableName(subscriptions), getTableName(firmMembers)];
  return `(exists (select 1 from ${subs} s where s.user_id = ${userId} and s.status in (${statuses}) offset 0)
  or exists (select 1 from ${seats} fm where fm.user_id = ${userId} and fm.status = 'ACTIVE'
             and exists (select 1 from ${subs} fs where fs.firm_id = fm.firm_id and fs.status in (${statuses}) offset 0)
             offset 0))`;
}

/** What access is read from: subscriptions (with their plan), firm seats and course purchases. Reads only. */
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

  /**
   * The user's ACTIVE firm seat (one at most), with the firm and the statuses of the firm's subscriptions (judged
   * by the service: a seat grants access while one of them does).
   */
  async findActiveSeat(userId: string) {
    const [seat] = await this.db
      .select({
        firmId: firms.id,
        firmName: firms.name,
        seats: firms.seats,
        ownerUserId: firms.ownerUserId,
        isAdministrator: firmMembers.isAdministrator,
      })
      .from(firmMembers)
      .innerJoin(firms, eq(firms.id, firmMembers.firmId))
      .where(and(eq(firmMembers.userId, userId), eq(firmMembers.status, 'ACTIVE')))
      .limit(1);
    if (!seat) return null;
    const statuses = await this.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.firmId, seat.firmId));
    return { ...seat, subscriptionStatuses: statuses.map((row) => row.status) };
  }

  /** Seats held (PENDING and ACTIVE members) in the firm. */
  async countSeatsInUse(firmId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(firmMembers)
      .where(and(eq(firmMembers.firmId, firmId), inArray(firmMembers.status, ['PENDING', 'ACTIVE'])));
    return row?.value ?? 0;
  }
}

export type ActiveSeat = NonNullable<Awaited<ReturnType<EntitlementsRepository['findActiveSeat']>>>;

export type SubscriptionWithPlan = Awaited<ReturnType<EntitlementsRepository['subscriptionsOf']>>[number];
