import { and, asc, count, desc, eq, inArray, like } from 'drizzle-orm';
import { ACCESS_STATUSES } from '@counsel/domain';
import type { Executor, Transaction } from '../../db/transaction.js';
import {
  membershipPlans,
  planFeatures,
  planPrices,
  priceTiers,
  subscriptions,
} from '../../db/schema/billing.js';

export type PlanRow = typeof membershipPlans.$inferSelect;
export type FeatureRow = typeof planFeatures.$inferSelect;
export type PriceRow = typeof planPrices.$inferSelect;
export type TierRow = typeof priceTiers.$inferSelect;
export type Interval = PriceRow['interval'];

/** Membership plans, their features and prices, for the staff console (docs/product-rules.md#plans-and-prices). */
export class StaffPlansRepository {
  constructor(private readonly db: Executor) {}

  within(tx: Transaction): StaffPlansRepository {
    return new StaffPlansRepository(tx);
  }

  plans(): Promise<PlanRow[]> {
    return this.db
      .select()
      .from(membershipPlans)
      .orderBy(asc(membershipPlans.sortOrder), asc(membershipPlans.name));
  }

  async plan(planId: string): Promise<PlanRow | undefined> {
    const [row] = await this.db.select().from(membershipPlans).where(eq(membershipPlans.id, planId)).limit(1);
    return row;
  }

  /** The plan's row, locked until the transaction ends: one change of its prices at a time. */
  async lockPlan(planId: string): Promise<PlanRow | undefined> {
    const [row] = await this.db
      .select()
      .from(membershipPlans)
      .where(eq(membershipPlans.id, planId))
      .for('update');
    return row;
  }

  features(planIds: string[]): Promise<FeatureRow[]> {
    if (planIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(planFeatures)
      .where(inArray(planFeatures.planId, planIds))
      .orderBy(asc(planFeatures.position));
  }

  /** Every price of these plans, active or replaced: monthly before annual, newest first. */
  prices(planIds: string[]): Promise<PriceRow[]> {
    if (planIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(planPrices)
      .where(inArray(planPrices.planId, planIds))
      .orderBy(asc(planPrices.interval), desc(planPrices.createdAt), asc(planPrices.id));
  }

  tiers(priceIds: string[]): Promise<TierRow[]> {
    if (priceIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(priceTiers)
      .where(inArray(priceTiers.priceId, priceIds))
      .orderBy(asc(priceTiers.minSeats));
  }

  /** How many subscriptions that still grant access hold each price. */
  async subscriberCounts(priceIds: string[]): Promise<Map<string, number>> {
    if (priceIds.length === 0) return new Map();
    const rows = await this.db
      .select({ priceId: subscriptions.priceId, total: count() })
      .from(subscriptions)
      .where(
        and(inArray(subscriptions.priceId, priceIds), inArray(subscriptions.status, [...ACCESS_STATUSES])),
      )
      .groupBy(subscriptions.priceId);
    return new Map(rows.map((row) => [row.priceId, row.total]));
  }

  async activePrice(planId: string, interval: Interval): Promise<PriceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(planPrices)
      .where(
        and(eq(planPrices.planId, planId), eq(planPrices.interval, interval), eq(planPrices.active, true)),
      )
      .limit(1);
    return row;
  }

  /** Price ids that start with `prefix` (to name a new price after them). */
  async priceIdsLike(prefix: string): Promise<string[]> {
    const escaped = prefix.replace(/[\\%_]/g, (char) => `\\${char}`);
    const rows = await this.db
      .select({ id: planPrices.id })
      .from(planPrices)
      .where(like(planPrices.id, `${escaped}%`));
    return rows.map((row) => row.id);
  }

  async updatePlan(planId: string, values: Pick<PlanRow, 'name' | 'description' | 'active'>): Promise<void> {
    await this.db.update(membershipPlans).set(values).where(eq(membershipPlans.id, planId));
  }

  async setStripeProductId(planId: string, stripeProductId: string): Promise<void> {
    await this.db.update(membershipPlans).set({ stripeProductId }).where(eq(membershipPlans.id, planId));
  }

  /** Replaces the plan's features by this list, in its order. */
  async replaceFeatures(
    planId: string,
    features: { text: string; included: boolean; comingSoon: boolean }[],
  ): Promise<void> {
    await this.db.delete(planFeatures).where(eq(planFeatures.planId, planId));
    if (features.length === 0) return;
    await this.db
      .insert(planFeatures)
      .values(features.map((feature, position) => ({ planId, position, ...feature })));
  }

  /** Marks the price no longer offered, naming the price that replaces it. */
  async retirePrice(priceId: string, replacedById: string): Promise<void> {
    await this.db.update(planPrices).set({ active: false, replacedById }).where(eq(planPrices.id, priceId));
  }

  async insertPrice(
    values: typeof planPrices.$inferInsert,
    tiers: { minSeats: number; maxSeats: number | null; unitAmountCents: number }[],
  ): Promise<void> {
    await this.db.insert(planPrices).values(values);
    if (tiers.length > 0) {
      await this.db.insert(priceTiers).values(tiers.map((tier) => ({ priceId: values.id, ...tier })));
    }
  }
}
