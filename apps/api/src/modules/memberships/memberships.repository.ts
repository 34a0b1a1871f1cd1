import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { membershipPlans, planFeatures, planPrices, priceTiers } from '../../db/schema/billing.js';

export type PlanRow = Pick<
  typeof membershipPlans.$inferSelect,
  'id' | 'slug' | 'kind' | 'name' | 'description'
>;
export type FeatureRow = Pick<
  typeof planFeatures.$inferSelect,
  'planId' | 'text' | 'included' | 'comingSoon'
>;
export type PriceRow = Omit<typeof planPrices.$inferSelect, 'active' | 'replacedById' | 'createdAt'>;
export type TierRow = Pick<
  typeof priceTiers.$inferSelect,
  'priceId' | 'minSeats' | 'maxSeats' | 'unitAmountCents'
>;

const planColumns = {
  id: membershipPlans.id,
  slug: membershipPlans.slug,
  kind: membershipPlans.kind,
  name: membershipPlans.name,
  description: membershipPlans.description,
};

const priceColumns = {
  id: planPrices.id,
  planId: planPrices.planId,
  interval: planPrices.interval,
  currency: planPrices.currency,
  unitAmountCents: planPrices.unitAmountCents,
  minSeats: planPrices.minSeats,
  maxSeats: planPrices.maxSeats,
};

/** Membership plans, their features, prices and volume tiers: active rows only, in display order. */
export class MembershipsRepository {
  constructor(private readonly db: Database) {}

  findActivePlans(): Promise<PlanRow[]> {
    return this.db
      .select(planColumns)
      .from(membershipPlans)
      .where(eq(membershipPlans.active, true))
      .orderBy(asc(membershipPlans.sortOrder), asc(membershipPlans.name));
  }

  findFeatures(planIds: string[]): Promise<FeatureRow[]> {
    if (planIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        planId: planFeatures.planId,
        text: planFeatures.text,
        included: planFeatures.included,
        comingSoon: planFeatures.comingSoon,
      })
      .from(planFeatures)
      .where(inArray(planFeatures.planId, planIds))
      .orderBy(asc(planFeatures.position));
  }

  /** Active prices of these plans, monthly before annual (the enum's order). */
  findActivePrices(planIds: string[]): Promise<PriceRow[]> {
    if (planIds.length === 0) return Promise.resolve([]);
    return this.db
      .select(priceColumns)
      .from(planPrices)
      .where(and(inArray(planPrices.planId, planIds), eq(planPrices.active, true)))
      .orderBy(asc(planPrices.interval), asc(planPrices.id));
  }

  findTiers(priceIds: string[]): Promise<TierRow[]> {
    if (priceIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        priceId: priceTiers.priceId,
        minSeats: priceTiers.minSeats,
        maxSeats: priceTiers.maxSeats,
        unitAmountCents: priceTiers.unitAmountCents,
      })
      .from(priceTiers)
      .where(inArray(priceTiers.priceId, priceIds))
      .orderBy(asc(priceTiers.minSeats));
  }

  /** The active price of an active plan of this kind for the interval (there is at most one per plan). */
  async findActivePriceOfKind(
    kind: PlanRow['kind'],
    interval: PriceRow['interval'],
  ): Promise<{ plan: PlanRow; price: PriceRow } | undefined> {
    const [row] = await this.db
      .select({ plan: planColumns, price: priceColumns })
      .from(planPrices)
      .innerJoin(membershipPlans, eq(membershipPlans.id, planPrices.planId))
      .where(
        and(
          eq(membershipPlans.kind, kind),
          eq(membershipPlans.active, true),
          eq(planPrices.active, true),
          eq(planPrices.interval, interval),
        ),
      )
      .orderBy(asc(membershipPlans.sortOrder))
      .limit(1);
    return row;
  }

  /** An active price of an active plan, by our price id. */
  async findActivePrice(priceId: string): Promise<{ plan: PlanRow; price: PriceRow } | undefined> {
    const [row] = await this.db
      .select({ plan: planColumns, price: priceColumns })
      .from(planPrices)
      .innerJoin(membershipPlans, eq(membershipPlans.id, planPrices.planId))
      .where(and(eq(planPrices.id, priceId), eq(membershipPlans.active, true), eq(planPrices.active, true)))
      .limit(1);
    return row;
  }
}
