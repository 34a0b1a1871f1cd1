import type { MembershipPlan, PlanPrice, PriceTier } from '@counsel/contracts';
import { annualSaving } from '@counsel/domain';

export type BillingInterval = PlanPrice['interval'];

export const INTERVAL_NOUN: Record<BillingInterval, string> = { month: 'month', year: 'year' };
export const INTERVAL_ADVERB: Record<BillingInterval, string> = { month: 'monthly', year: 'yearly' };

export function priceFor(plan: MembershipPlan, interval: BillingInterval): PlanPrice | undefined {
  return plan.prices.find((price) => price.interval === interval);
}

/** The plan and price with this price id (the plan a visitor chose before signing up). */
export function findPrice(
  plans: readonly MembershipPlan[],
  priceId: string,
): { plan: MembershipPlan; price: PlanPrice } | null {
  for (const plan of plans) {
    const price = plan.prices.find((candidate) => candidate.id === priceId);
    if (price) return { plan, price };
  }
  return null;
}

/** What one seat costs at least: the unit amount, or the cheapest volume tier. */
export function lowestSeatCents(price: PlanPrice): number {
  if (price.unitAmountCents !== null) return price.unitAmountCents;
  return Math.min(...price.tiers.map((tier) => tier.unitAmountCents));
}

/** "2–9 seats", "50+ seats". */
export function tierLabel(tier: PriceTier): string {
  return tier.maxSeats === null ? `${tier.minSeats}+ seats` : `${tier.minSeats}–${tier.maxSeats} seats`;
}

/**
 * What paying yearly saves on this plan over twelve monthly payments (for a tiered price: at the same tier),
 * null when there is no saving or the plan lacks one of the two prices.
 */
export function planAnnualSaving(
  plan: MembershipPlan,
): { cents: number; percent: number; currency: string } | null {
  const monthly = priceFor(plan, 'month');
  const annual = priceFor(plan, 'year');
  if (!monthly || !annual || monthly.currency !== annual.currency) return null;
  const saving =
    monthly.unitAmountCents !== null && annual.unitAmountCents !== null
      ? annualSaving(monthly.unitAmountCents, annual.unitAmountCents)
      : annualSaving(lowestSeatCents(monthly), lowestSeatCents(annual));
  return saving.cents > 0 ? { ...saving, currency: annual.currency } : null;
}

/** The largest yearly saving of any plan, in whole percent (0: none), for the billing switch. */
export function bestAnnualSavingPercent(plans: readonly MembershipPlan[]): number {
  return Math.max(0, ...plans.map((plan) => planAnnualSaving(plan)?.percent ?? 0));
}
