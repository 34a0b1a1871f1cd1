import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../database.js';
import { membershipPlans, planPrices, priceTiers } from '../schema/billing.js';

/** One of our recurring prices with its plan and (for per-seat prices) its volume tiers, lowest seats first. */
export interface PlanPriceWithTiers {
  id: string;
  planId: string;
  planName: string;
  planKind: 'INDIVIDUAL' | 'ENTERPRISE';
  /** The plan's slug: its product id. */
  productId: string;
  interval: 'month' | 'year';
  currency: string;
  unitAmountCents: number | null;
  minSeats: number;
  maxSeats: number;
  tiers: { minSeats: number; maxSeats: number | null; unitAmountCents: number }[];
}

/**
 * A price by our id (the Stripe lookup key). `onSale` keeps only active prices of active plans (what can be bought
 * now); without it a retired price still reads, as a subscription on it must.
 */
export async function findPlanPrice(
  db: Database,
  priceId: string,
  options: { onSale: boolean },
): Promise<PlanPriceWithTiers | undefined> {
  const [row] = await db
    .select({
      id: planPrices.id,
      planId: planPrices.planId,
      planName: membershipPlans.name,
      planKind: membershipPlans.kind,
      productId: membershipPlans.slug,
      interval: planPrices.interval,
      currency: planPrices.currency,
      unitAmountCents: planPrices.unitAmountCents,
      minSeats: planPrices.minSeats,
      maxSeats: planPrices.maxSeats,
    })
    .from(planPrices)
    .innerJoin(membershipPlans, eq(membershipPlans.id, planPrices.planId))
    .where(
      options.onSale
        ? and(eq(planPrices.id, priceId), eq(planPrices.active, true), eq(membershipPlans.active, true))
        : eq(planPrices.id, priceId),
    )
    .limit(1);
  if (!row) return undefined;
  const tiers = await db
    .select({
      minSeats: priceTiers.minSeats,
      maxSeats: priceTiers.maxSeats,
      unitAmountCents: priceTiers.unitAmountCents,
    })
    .from(priceTiers)
    .where(eq(priceTiers.priceId, priceId))
    .orderBy(asc(priceTiers.minSeats));
  return { ...row, tiers };
}
