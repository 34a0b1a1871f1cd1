/**
 * Membership money: integer cents only, never floating point.
 * Enterprise prices are per seat with volume tiers: every seat costs the unit amount of the tier the seat count
 * falls in (Stripe's "volume" tiers mode), so 12 seats in the 10–49 tier cost 12 × that tier's amount.
 */

export interface SeatTier {
  minSeats: number;
  /** Null: no upper bound. */
  maxSeats: number | null;
  unitAmountCents: number;
}

export interface SeatQuote<T extends SeatTier = SeatTier> {
  tier: T;
  unitAmountCents: number;
  totalCents: number;
}

/** The tier `seats` falls in and the total, or null when `seats` is not a whole number or no tier covers it. */
export function quoteSeats<T extends SeatTier>(tiers: readonly T[], seats: number): SeatQuote<T> | null {
  if (!Number.isSafeInteger(seats) || seats < 1) return null;
  const tier = tiers.find((t) => seats >= t.minSeats && (t.maxSeats === null || seats <= t.maxSeats));
  if (!tier) return null;
  return { tier, unitAmountCents: tier.unitAmountCents, totalCents: seats * tier.unitAmountCents };
}

/**
 * What paying yearly saves over twelve monthly payments: the amount in cents and the share of the monthly
 * total in whole percent (rounded down, so "save 16%" never overstates). Zero when the annual price is not lower.
 */
export function annualSaving(monthlyCents: number, annualCents: number): { cents: number; percent: number } {
  const twelveMonths = monthlyCents * 12;
  const cents = twelveMonths - annualCents;
  if (twelveMonths <= 0 || cents <= 0) return { cents: 0, percent: 0 };
  return { cents, percent: Math.floor((cents * 100) / twelveMonths) };
}
