import type { ComplianceFormat, CompliancePeriod, ComplianceRule } from '@counsel/contracts';
import { isWithin, roundHours } from './calendar-date.js';
import { applyFormatCaps } from './format-caps.js';
import {
  evaluateRequirement,
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

const sum = (values: readonly number[]) => roundHours(values.reduce((a, b) => a + b, 0));

/**
 * Counts the credits dated inside the period (carried-in credits included): the period's format caps first, then
 * the total, each requirement, and each format minimum on the hours that still count. An exempt period (the one of
 * admission, where the rule says so) requires nothing.
 */
export function tallyPeriod(
  rule: ComplianceRule,
  period: CompliancePeriod,
  credits: readonly ComplianceCredit[],
  exempt: boolean,
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
  const requirements = exempt
    ? []
    : rule.requirements.flatMap((requirement) => evaluateRequirement(requirement, counted, period.end) ?? []);
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
