import type {
  CalendarDate,
  ComplianceCategory,
  ComplianceFormat,
  CompliancePeriod,
  ComplianceRequirement,
  ComplianceRule,
} from '@counsel/contracts';
import { isWithin, roundHours } from './calendar-date.js';
import { applyFormatCaps } from './format-caps.js';
import {
  evaluateRequirement,
  flattenResults,
  hoursNeeded,
  requiredCategories,
  type RequirementResult,
} from './requirements.js';
import type { CapApplied, ComplianceCredit, CountedCredit } from './types.js';

export interface FormatMinimumResult {
  formats: ComplianceFormat[];
  required: number;
  earned: number;
  missing: number;
}

/** One period's count, before any carry-over out. */
export interface PeriodTally {
  period: CompliancePeriod;
  exempt: boolean;
  counted: CountedCredit[];
  /** Null when the rule sets no hours target (SRA). */
  total: { required: number; earned: number; missing: number } | null;
  requirements: RequirementResult[];
  formatMinimums: FormatMinimumResult[];
  capsApplied: CapApplied[];
  /** The least number of hours still to earn: the total's gap, the requirements' gaps, or a live minimum's. */
  hoursStillNeeded: number;
}

/** Where a period stands in a NEWLY_ADMITTED rule's admission window. */
export interface WindowContext {
  /** The tallies of the window's earlier periods, each on its own credits. */
  earlier: readonly PeriodTally[];
  /** The period ends the window: requirements met once in the window fall due in it. */
  last: boolean;
}

const sum = (values: readonly number[]) => roundHours(values.reduce((a, b) => a + b, 0));

/**
 * The hours of `category` a period's result for the requirement actually applied: what its other credits left of
 * the minimum (NY: cyber-ethics credits beyond the ethics credits' 3 were not needed, so not applied).
 */
function appliedHours(tally: PeriodTally, requirementId: string, category: ComplianceCategory): number {
  const result = flattenResults(tally.requirements).find((r) => r.id === requirementId);
  if (!result) return 0;
  const categoryOf = new Map(tally.counted.map((credit) => [credit.id, credit.category]));
  let ofCategory = 0;
  let other = 0;
  for (const { creditId, hours } of result.contributions)
    if (categoryOf.get(creditId) === category) ofCategory += hours;
    else other += hours;
  return roundHours(Math.min(ofCategory, Math.max(0, result.required - other)));
}

/** The hours of a requirement's window-wide category caps the window's earlier periods applied. */
function usedInWindow(
  requirement: ComplianceRequirement,
  earlier: readonly PeriodTally[],
): Map<ComplianceCategory, number> {
  const used = new Map<ComplianceCategory, number>();
  for (const cap of requirement.categoryCaps ?? [])
    if (cap.acrossWindow)
      used.set(cap.category, sum(earlier.map((tally) => appliedHours(tally, requirement.id, cap.category))));
  return used;
}

/**
 * The requirements of one period. In an admission window (NEWLY_ADMITTED), a requirement met once in the window is
 * counted on the window's own credits (carried copies left out) in its last period and left out before it, and
 * window-wide category caps keep what the earlier periods applied.
 */
function evaluateRequirements(
  rule: ComplianceRule,
  counted: readonly CountedCredit[],
  periodEnd: CalendarDate,
  window: WindowContext | undefined,
): RequirementResult[] {
  return rule.requirements.flatMap((requirement) => {
    if (!window) return evaluateRequirement(requirement, counted, periodEnd) ?? [];
    if (requirement.acrossWindow) {
      if (!window.last) return [];
      const windowCredits = [...window.earlier.map((tally) => tally.counted), counted]
        .flat()
        .filter((credit) => !credit.carriedIn);
      return evaluateRequirement(requirement, windowCredits, periodEnd) ?? [];
    }
    return (
      evaluateRequirement(requirement, counted, periodEnd, usedInWindow(requirement, window.earlier)) ?? []
    );
  });
}

/**
 * Counts the credits dated inside the period (carried-in credits included): the period's format caps first, then
 * the total, each requirement, and each format minimum on the hours that still count. An exempt period (the one of
 * admission, where the rule says so) requires nothing. `window`: the period lies in a NEWLY_ADMITTED rule's
 * admission window.
 */
export function tallyPeriod(
  rule: ComplianceRule,
  period: CompliancePeriod,
  credits: readonly ComplianceCredit[],
  exempt: boolean,
  window?: WindowContext,
): PeriodTally {
  const inPeriod = credits
    .filter((credit) => isWithin(credit.date, period) && credit.hours > 0)
    .map((credit) => ({ ...credit, countedHours: credit.hours }));
  const { counted, capsApplied } = applyFormatCaps(
    rule.formatCaps,
    inPeriod,
    requiredCategories(rule.requirements),
  );
  const earned = sum(counted.map((credit) => credit.countedHours));
  const required = exempt ? 0 : (rule.total?.hours ?? 0);
  const total = rule.total ? { required, earned, missing: roundHours(Math.max(0, required - earned)) } : null;
  const requirements = exempt ? [] : evaluateRequirements(rule, counted, period.end, window);
  const formatMinimums = exempt
    ? []
    : rule.formatMinimums.map((minimum) => {
        const inFormat = sum(
          counted.filter((c) => minimum.formats.includes(c.format)).map((c) => c.countedHours),
        );
        return {
          formats: minimum.formats,
          required: minimum.minHours,
          earned: inFormat,
          missing: roundHours(Math.max(0, minimum.minHours - inFormat)),
        };
      });
  const hoursStillNeeded = Math.max(
    total?.missing ?? 0,
    sum(requirements.map(hoursNeeded)),
    ...formatMinimums.map((minimum) => minimum.missing),
  );
  const requirementCaps = requirements.flatMap(function caps(result): CapApplied[] {
    return [...result.capsApplied, ...result.children.flatMap(caps)];
  });
  return {
    period,
    exempt,
    counted,
    total,
    requirements,
    formatMinimums,
    capsApplied: [...capsApplied, ...requirementCaps],
    hoursStillNeeded,
  };
}
