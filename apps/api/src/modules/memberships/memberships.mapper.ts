import type { MembershipPlan, PlanPrice, PriceTier } from '@counsel/contracts';
import type { FeatureRow, PlanRow, PriceRow, TierRow } from './memberships.repository.js';

export function toPriceTier(row: TierRow): PriceTier {
  return { minSeats: row.minSeats, maxSeats: row.maxSeats, unitAmountCents: row.unitAmountCents };
}

export function toPlanPrice(row: PriceRow, tiers: TierRow[]): PlanPrice {
  return {
    id: row.id,
    interval: row.interval,
    currency: row.currency,
    unitAmountCents: row.unitAmountCents,
    minSeats: row.minSeats,
    maxSeats: row.maxSeats,
    tiers: tiers.map(toPriceTier),
  };
}

/** A plan as the browser shows it: the slug is its product id; features and prices in display order. */
export function toMembershipPlan(plan: PlanRow, features: FeatureRow[], prices: PlanPrice[]): MembershipPlan {
  return {
    productId: plan.slug,
    kind: plan.kind,
    name: plan.name,
    description: plan.description,
    features: features.map((feature) => ({
      text: feature.text,
      included: feature.included,
      comingSoon: feature.comingSoon,
    })),
    prices,
  };
}
