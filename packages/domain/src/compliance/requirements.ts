import type { CalendarDate, ComplianceCategory, ComplianceRequirement } from '@counsel/contracts';
import { roundHours } from './calendar-date.js';
import { applyFormatCaps } from './format-caps.js';
import type { CapApplied, CountedCredit } from './types.js';

export interface RequirementResult {
  id: string;
  label: string;
  required: number;
  earned: number;
  missing: number;
  /** "Of which" minimums, counted inside this one. */
  children: RequirementResult[];
  capsApplied: CapApplied[];
  /** The hours each credit gives this requirement. */
  contributions: { creditId: string; hours: number }[];
  confidence?: 'PARTLY' | 'UNCONFIRMED' | undefined;
  note?: string | undefined;
}

function counts(requirement: ComplianceRequirement, credit: CountedCredit): boolean {
  if (credit.countedHours <= 0) return false;
  if (requirement.categories.includes(credit.category)) return true;
  const former = requirement.formerCategories;
  return !!former && former.categories.includes(credit.category) && credit.date < former.earnedBefore;
}

/**
 * One requirement: the counted hours of the credits whose category it lists, within its own category and format
 * caps; then its "of which" children the same way. `usedBefore`: hours of window-wide category caps that earlier
 * periods of an admission window already used.
 */
export function evaluateRequirement(
  requirement: ComplianceRequirement,
  credits: readonly CountedCredit[],
  periodEnd: CalendarDate,
  usedBefore?: ReadonlyMap<ComplianceCategory, number>,
): RequirementResult | undefined {
  if (requirement.appliesToPeriodsEndingFrom && periodEnd < requirement.appliesToPeriodsEndingFrom)
    return undefined;
  const matching = credits
    .filter((credit) => counts(requirement, credit))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  const capsApplied: CapApplied[] = [];
  const byCategory = new Map<ComplianceCategory, number>(usedBefore);
  const withinCategoryCaps = matching.map((credit) => {
    const cap = requirement.categoryCaps?.find((c) => c.category === credit.category);
    if (!cap) return credit;
    const used = byCategory.get(credit.category) ?? 0;
    const kept = Math.max(0, Math.min(credit.countedHours, cap.maxHours - used));
    byCategory.set(credit.category, roundHours(used + kept));
    if (kept < credit.countedHours)
      capsApplied.push({
        requirementId: requirement.id,
        description: `At most ${cap.maxHours} h of ${credit.category} count toward ${requirement.label}${
          cap.acrossWindow ? ' in the admission window' : ''
        }`,
        maxHours: cap.maxHours,
        categories: [cap.category],
        acrossWindow: cap.acrossWindow,
        creditIds: [credit.id],
        hoursNotCounted: roundHours(credit.countedHours - kept),
      });
    return { ...credit, countedHours: kept };
  });
  const capped = applyFormatCaps(
    requirement.formatCaps ?? [],
    withinCategoryCaps,
    new Set(requirement.categories),
    requirement.id,
  );
  capsApplied.push(...capped.capsApplied);
  const contributions = capped.counted
    .filter((credit) => credit.countedHours > 0)
    .map((credit) => ({ creditId: credit.id, hours: credit.countedHours }));
  const earned = roundHours(contributions.reduce((sum, c) => sum + c.hours, 0));
  const children = (requirement.children ?? []).flatMap(
    (child) => evaluateRequirement(child, credits, periodEnd) ?? [],
  );
  return {
    id: requirement.id,
    label: requirement.label,
    required: requirement.minHours,
    earned,
    missing: roundHours(Math.max(0, requirement.minHours - earned)),
    children,
    capsApplied,
    contributions,
    confidence: requirement.confidence,
    note: requirement.note,
  };
}

/** The hours still to earn for a requirement: its own gap, or its children's gaps together if larger. */
export function hoursNeeded(result: RequirementResult): number {
  const fromChildren = result.children.reduce((sum, child) => sum + hoursNeeded(child), 0);
  return roundHours(Math.max(result.missing, fromChildren));
}

/** Every requirement of a tree, parents before children. */
export function flattenResults(results: readonly RequirementResult[]): RequirementResult[] {
  return results.flatMap((result) => [result, ...flattenResults(result.children)]);
}

/** Every category a requirement of the rule names: the hours the format caps keep first. */
export function requiredCategories(requirements: readonly ComplianceRequirement[]): Set<ComplianceCategory> {
  const all = new Set<ComplianceCategory>();
  const visit = (requirement: ComplianceRequirement) => {
    requirement.categories.forEach((category) => all.add(category));
    requirement.children?.forEach(visit);
  };
  requirements.forEach(visit);
  return all;
}
