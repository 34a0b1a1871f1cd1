import type { CreditType, EarnedCredit } from '@counsel/contracts';

/** Credit arithmetic (docs/product-rules.md#credit-arithmetic): hours = minutes ÷ the jurisdiction's minutes per credit hour. */
export const DEFAULT_MINUTES_PER_CREDIT_HOUR = 60;

/**
 * Credit hours a course of `durationMinutes` earns where one credit hour is `minutesPerCreditHour` minutes,
 * rounded down to `increment` (a tenth by default; NY grants half credits, so it passes 0.5).
 * 90 minutes → 1.5 in a 60-minute state, 1.8 in a 50-minute state.
 */
export function creditHoursFor(
  durationMinutes: number,
  minutesPerCreditHour: number,
  increment = 0.1,
): number {
  if (durationMinutes <= 0 || minutesPerCreditHour <= 0 || increment <= 0) return 0;
  const steps = Math.floor(durationMinutes / minutesPerCreditHour / increment + 1e-9);
  return Math.round(steps * increment * 100) / 100;
}

/**
 * Jurisdictions that grant credit in steps coarser than a tenth (New York grants half credits).
 * Everywhere else a tenth of an hour.
 */
const CREDIT_INCREMENT_BY_JURISDICTION: Readonly<Record<string, number>> = { NY: 0.5 };

export function creditIncrementFor(jurisdictionCode: string): number {
  return CREDIT_INCREMENT_BY_JURISDICTION[jurisdictionCode] ?? 0.1;
}

/**
 * Credit a completed course earns in one jurisdiction for one approved credit line: the course's duration by the
 * jurisdiction's credit hour and increment, never more than the approved hours.
 */
export function earnedCreditHours(input: {
  approvedHours: number;
  durationMinutes: number;
  minutesPerCreditHour: number;
  jurisdictionCode: string;
}): number {
  const byDuration = creditHoursFor(
    input.durationMinutes,
    input.minutesPerCreditHour,
    creditIncrementFor(input.jurisdictionCode),
  );
  return Math.min(input.approvedHours, byDuration);
}

/**
 * The hours one certificate adds to a lawyer's totals, by credit type: a course approved in several jurisdictions
 * counts once per credit type (its largest figure), not once per jurisdiction.
 */
export function creditHoursByType(credits: readonly EarnedCredit[]): Partial<Record<CreditType, number>> {
  const hours: Partial<Record<CreditType, number>> = {};
  for (const credit of credits)
    hours[credit.creditType] = Math.max(hours[credit.creditType] ?? 0, credit.hours);
  return hours;
}
