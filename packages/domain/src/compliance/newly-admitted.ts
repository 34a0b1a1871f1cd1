import type { CalendarDate, CompliancePeriod, ComplianceRule } from '@counsel/contracts';
import { addDays, addMonths, endOfMonth, isWithin } from './calendar-date.js';
import { periodContaining, type ComplianceProfile, type PeriodLookupFailure } from './periods.js';
import { tallyPeriod, type PeriodTally, type WindowContext } from './tally.js';
import type { ComplianceCredit } from './types.js';

/**
 * NEWLY_ADMITTED rules: they replace the jurisdiction's ATTORNEY rule in a window after admission (NY: the first two
 * years). Inside it their periods are ANNIVERSARY periods from the admission date, the last one ending with the
 * window (IL: on the last day of the admission month one year later).
 */

export type RulePeriodLookup =
  | { ok: true; period: CompliancePeriod }
  | { ok: false; reason: PeriodLookupFailure | 'OUTSIDE_ADMISSION_WINDOW' };

/** The days a NEWLY_ADMITTED rule applies for an admission; undefined for a rule without a window. */
export function admissionWindow(
  rule: ComplianceRule,
  admissionDate: CalendarDate,
): CompliancePeriod | undefined {
  const window = rule.admissionWindow;
  if (!window) return undefined;
  const anniversary = addMonths(admissionDate, window.months);
  return {
    start: admissionDate,
    end: window.toMonthEnd ? endOfMonth(anniversary) : addDays(anniversary, -1),
  };
}

/**
 * The period of the rule containing `date`: `periodContaining`, except that a rule with an admission window has
 * periods only inside it, the last one ending with the window.
 */
export function rulePeriodContaining(
  rule: ComplianceRule,
  profile: ComplianceProfile,
  date: CalendarDate,
): RulePeriodLookup {
  const window = admissionWindow(rule, profile.admissionDate);
  if (!window) return periodContaining(rule, profile, date);
  if (!isWithin(date, window)) return { ok: false, reason: 'OUTSIDE_ADMISSION_WINDOW' };
  const found = periodContaining(rule, profile, date);
  if (!found.ok) return found;
  const months = rule.admissionWindow?.months ?? 0;
  const last = periodContaining(rule, profile, addDays(addMonths(profile.admissionDate, months), -1));
  if (last.ok && date >= last.period.start)
    return { ok: true, period: { start: last.period.start, end: window.end } };
  return found;
}

/**
 * Where `period` stands in the rule's admission window: the tallies of the window's earlier periods (each on its own
 * credits: nothing is carried into them here) and whether it is the last. Undefined outside a window.
 */
export function windowContext(
  rule: ComplianceRule,
  profile: ComplianceProfile,
  credits: readonly ComplianceCredit[],
  period: CompliancePeriod,
): WindowContext | undefined {
  const window = admissionWindow(rule, profile.admissionDate);
  if (!window || !isWithin(period.start, window)) return undefined;
  const own = credits.filter((credit) => !credit.carriedIn && credit.date >= profile.admissionDate);
  const earlier: PeriodTally[] = [];
  for (let day = window.start; day < period.start;) {
    const lookup = rulePeriodContaining(rule, profile, day);
    if (!lookup.ok) break;
    const last = lookup.period.end >= window.end;
    earlier.push(tallyPeriod(rule, lookup.period, own, false, { earlier: [...earlier], last }));
    day = addDays(lookup.period.end, 1);
  }
  return { earlier, last: period.end >= window.end };
}
