import type { CalendarDate, CarryOverRule } from '@counsel/contracts';
import { addDays, addMonths, roundHours } from './calendar-date.js';
import { flattenResults } from './requirements.js';
import type { PeriodTally } from './tally.js';
import type { ComplianceCredit } from './types.js';

export interface CarryOut {
  /** Hours beyond the period's total, earned in the period itself (carried-in hours never carry again). */
  surplusHours: number;
  carriedHours: number;
  /** Surplus that does not carry: over the limit, or of a category or format that never carries. */
  lostHours: number;
  /** The carried hours as credits of the next period, dated its first day. */
  credits: ComplianceCredit[];
}

/**
 * What moves to the next period. The surplus is the counted hours beyond the total. The latest credits go first,
 * and a credit gives only hours that no requirement or live minimum of its own period still needs, within the
 * carry-over's limit and its category and format limits.
 */
export function carryOut(rule: CarryOverRule, tally: PeriodTally, nextPeriodStart: CalendarDate): CarryOut {
  const own = tally.counted.filter((credit) => !credit.carriedIn && credit.countedHours > 0);
  const surplusHours = tally.total
    ? roundHours(
        Math.min(
          Math.max(0, tally.total.earned - tally.total.required),
          own.reduce((s, c) => s + c.countedHours, 0),
        ),
      )
    : 0;
  const requirements = flattenResults(tally.requirements).map((result) => ({
    slack: result.earned - result.required,
    contributions: new Map(result.contributions.map((c) => [c.creditId, c.hours])),
  }));
  const minimums = tally.formatMinimums.map((m) => ({ formats: m.formats, slack: m.earned - m.required }));
  const limits = (rule.limits ?? []).map((limit) => ({ ...limit, room: limit.maxHours }));
  let room = Math.min(surplusHours, rule.maxHours);
  const credits: ComplianceCredit[] = [];
  const earliest =
    rule.onlyEarnedInLastMonths === undefined
      ? undefined
      : addMonths(addDays(tally.period.end, 1), -rule.onlyEarnedInLastMonths);
  const latestFirst = [...own].sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
  for (const credit of latestFirst) {
    if (room <= 0) break;
    if (rule.excludedCategories?.includes(credit.category)) continue;
    if (rule.excludedFormats?.includes(credit.format)) continue;
    if (earliest !== undefined && credit.date < earliest) continue;
    const hours = credit.countedHours;
    // Taking x hours removes max(0, x − (hours − contribution)) from a requirement the credit counts toward.
    const bounds = [hours, room];
    for (const requirement of requirements) {
      const contribution = requirement.contributions.get(credit.id) ?? 0;
      if (contribution > 0) bounds.push(Math.max(0, requirement.slack) + hours - contribution);
    }
    for (const minimum of minimums)
      if (minimum.formats.includes(credit.format)) bounds.push(Math.max(0, minimum.slack));
    const matchingLimits = limits.filter(
      (limit) =>
        (!limit.categories || limit.categories.includes(credit.category)) &&
        (!limit.formats || limit.formats.includes(credit.format)),
    );
    for (const limit of matchingLimits) bounds.push(limit.room);
    const taken = roundHours(Math.max(0, Math.min(...bounds)));
    if (taken <= 0) continue;
    room = roundHours(room - taken);
    for (const requirement of requirements) {
      const contribution = requirement.contributions.get(credit.id) ?? 0;
      if (contribution > 0) requirement.slack -= Math.max(0, taken - (hours - contribution));
    }
    for (const minimum of minimums) if (minimum.formats.includes(credit.format)) minimum.slack -= taken;
    for (const limit of matchingLimits) limit.room = roundHours(limit.room - taken);
    credits.push({
      id: `${credit.id}:carried`,
      hours: taken,
      date: nextPeriodStart,
      format: credit.format,
      category: rule.countsAs === 'GENERAL' ? 'GENERAL' : credit.category,
      carriedIn: true,
    });
  }
  const carriedHours = roundHours(credits.reduce((s, c) => s + c.hours, 0));
  return { surplusHours, carriedHours, lostHours: roundHours(surplusHours - carriedHours), credits };
}
