import type { CompliancePeriod } from '@counsel/contracts';

export type PeriodPosition = 'current' | 'earlier' | 'later';

/** Where a shown period stands against the current one (null: the current period is not known). */
export function periodPosition(shown: CompliancePeriod, current: CompliancePeriod | null): PeriodPosition {
  if (!current || shown.start === current.start) return 'current';
  return shown.start < current.start ? 'earlier' : 'later';
}

export const PERIOD_POSITION_LABELS: Record<PeriodPosition, string> = {
  current: 'Current reporting period',
  earlier: 'Earlier reporting period',
  later: 'Later reporting period',
};

/**
 * The `?period=` to ask for to show the period starting on `start`: null when that is the current period, which the
 * overview already holds.
 */
export function periodQueryFor(start: string, current: CompliancePeriod | null): string | null {
  return current && current.start === start ? null : start;
}
