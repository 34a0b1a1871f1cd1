import type { CalendarDate, CarryOverRule, CompliancePeriod, ComplianceRule } from '@counsel/contracts';
import { addDays, isWithin } from './calendar-date.js';
import { carryOut, type CarryOut } from './carry-over.js';
import {
  admissionWindow,
  rulePeriodContaining,
  windowContext,
  type RulePeriodLookup,
} from './newly-admitted.js';
import { deadlineFor, type ComplianceProfile } from './periods.js';
import { tallyPeriod, type PeriodTally } from './tally.js';
import type { ComplianceCredit } from './types.js';

export type ComplianceStatus = 'NO_HOURS_REQUIRED' | 'EXEMPT' | 'COMPLIANT' | 'IN_PROGRESS' | 'OVERDUE';

export interface ComplianceReport extends Omit<PeriodTally, 'counted' | 'exempt'> {
  ok: true;
  jurisdictionCode: string;
  scheme: string;
  ruleVersion: number;
  status: ComplianceStatus;
  /** Last day to complete without penalty (grace included where automatic). */
  deadline: CalendarDate;
  /** Where the rule sets a separate report date. */
  reportBy?: CalendarDate | undefined;
  /** The hours each credit counts for in this period (after format caps). */
  counted: PeriodTally['counted'];
  carryIn: { hours: number; credits: ComplianceCredit[] };
  carryOut: CarryOut;
  /** The points of this rule the notes could not confirm: show them as "check with your bar". */
  unconfirmed: string[];
}

/** OUTSIDE_ADMISSION_WINDOW: a NEWLY_ADMITTED rule asked about a day outside its window. */
export type ComplianceResult = ComplianceReport | Extract<RulePeriodLookup, { ok: false }>;

export interface ComplianceInput {
  rule: ComplianceRule;
  profile: ComplianceProfile;
  /** Every credit the lawyer holds, any date: the engine picks the ones of each period. */
  credits: readonly ComplianceCredit[];
  /** Today (as a calendar date in the lawyer's jurisdiction). */
  asOf: CalendarDate;
  /** A day of the period to evaluate; by default the period containing `asOf`. */
  periodDate?: CalendarDate | undefined;
}

function isExempt(rule: ComplianceRule, profile: ComplianceProfile, period: CompliancePeriod): boolean {
  return !!rule.newlyAdmitted?.exemptPeriodOfAdmission && isWithin(profile.admissionDate, period);
}

/** The period's tally on its own credits and its carry-out; carried-in hours are not counted here (one hop). */
function previousCarryOut(
  rule: ComplianceRule,
  profile: ComplianceProfile,
  credits: readonly ComplianceCredit[],
  period: CompliancePeriod,
): CarryOut | undefined {
  if (rule.carryOver.maxHours <= 0) return undefined;
  const previous = rulePeriodContaining(rule, profile, addDays(period.start, -1));
  if (!previous.ok || profile.admissionDate > previous.period.end) return undefined;
  const ownCredits = credits.filter((credit) => credit.date >= profile.admissionDate);
  const tally = tallyPeriod(
    rule,
    previous.period,
    ownCredits,
    isExempt(rule, profile, previous.period),
    windowContext(rule, profile, ownCredits, previous.period),
  );
  return carryOut(rule.carryOver, tally, period.start);
}

/** What a period carries out: the window's own limit out of a NEWLY_ADMITTED rule's last period (NY: 6, not 8). */
function carryOutRule(
  rule: ComplianceRule,
  profile: ComplianceProfile,
  period: CompliancePeriod,
): CarryOverRule {
  const limit = rule.admissionWindow?.carryOutMaxHours;
  const window = admissionWindow(rule, profile.admissionDate);
  if (limit === undefined || !window || period.end < window.end) return rule.carryOver;
  return { ...rule.carryOver, maxHours: Math.min(rule.carryOver.maxHours, limit) };
}

/** Every citation of the rule marked UNCONFIRMED, as "where: note". */
export function unconfirmedPoints(rule: ComplianceRule): string[] {
  const points: string[] = [];
  const visit = (where: string, value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      value.forEach((item) => visit(where, item));
      return;
    }
    const record = value as Record<string, unknown>;
    const here = typeof record['label'] === 'string' ? record['label'] : where;
    // A citation explains itself in its note; a rule note is its own text.
    const detail = [record['note'], record['text']].find(
      (value): value is string => typeof value === 'string',
    );
    if (record['confidence'] === 'UNCONFIRMED') points.push(detail ? `${here}: ${detail}` : here);
    for (const [key, child] of Object.entries(record)) if (key !== 'sourceList') visit(key, child);
  };
  visit('rule', rule);
  return points;
}

/**
 * Where a lawyer stands in one jurisdiction: the period (start, end, deadline), the carry-in from the previous
 * period, the hours counted after caps, required vs earned for the total, each requirement and each live minimum,
 * what is missing, and what would carry out.
 */
export function evaluateCompliance(input: ComplianceInput): ComplianceResult {
  const { rule, profile, credits, asOf } = input;
  const lookup = rulePeriodContaining(rule, profile, input.periodDate ?? asOf);
  if (!lookup.ok) return lookup;
  const { period } = lookup;
  const exempt = isExempt(rule, profile, period);
  const carried = previousCarryOut(rule, profile, credits, period);
  const carryIn = carried?.credits ?? [];
  const window = windowContext(rule, profile, credits, period);
  const tally = tallyPeriod(rule, period, [...carryIn, ...credits], exempt, window);
  const deadline = deadlineFor(rule.deadline, period);
  const complete = tally.hoursStillNeeded === 0;
  const status: ComplianceStatus = !rule.total
    ? 'NO_HOURS_REQUIRED'
    : exempt
      ? 'EXEMPT'
      : complete
        ? 'COMPLIANT'
        : asOf > deadline
          ? 'OVERDUE'
          : 'IN_PROGRESS';
  return {
    ok: true,
    jurisdictionCode: rule.jurisdictionCode,
    scheme: rule.scheme,
    ruleVersion: rule.version,
    status,
    period,
    deadline,
    reportBy: rule.reportBy ? deadlineFor(rule.reportBy, period) : undefined,
    counted: tally.counted,
    total: tally.total,
    requirements: tally.requirements,
    formatMinimums: tally.formatMinimums,
    capsApplied: tally.capsApplied,
    hoursStillNeeded: tally.hoursStillNeeded,
    carryIn: { hours: carried?.carriedHours ?? 0, credits: carryIn },
    carryOut: carryOut(carryOutRule(rule, profile, period), tally, addDays(period.end, 1)),
    unconfirmed: unconfirmedPoints(rule),
  };
}
