import type { CompletionRequirement, CourseCompletionStatus, EarnedCredit } from '@counsel/contracts';

/*
 * The completion rule and the credit a lawyer may claim, without I/O: the requirement checklist (watched, codes,
 * evaluation, knowledge check when the course has one), the jurisdictions with approved credit grouped for the
 * claim, and which of them a claim names.
 */

export interface RequirementFacts {
  watched: boolean;
  codesComplete: boolean;
  evaluationSubmitted: boolean;
  /** null when the course has no knowledge check. */
  knowledgeCheckPassed: boolean | null;
}

export interface RequirementStatus {
  requirement: CompletionRequirement;
  met: boolean;
}

/** The lawyer's checklist, in the order they meet it; the knowledge check only when the course has one. */
export function requirementChecklist(facts: RequirementFacts): RequirementStatus[] {
  const checklist: RequirementStatus[] = [
    { requirement: 'WATCHED', met: facts.watched },
    { requirement: 'ATTENDANCE_CODES', met: facts.codesComplete },
    { requirement: 'EVALUATION', met: facts.evaluationSubmitted },
  ];
  if (facts.knowledgeCheckPassed !== null) {
    checklist.push({ requirement: 'KNOWLEDGE_CHECK', met: facts.knowledgeCheckPassed });
  }
  return checklist;
}

/**
 * The checklist of a live session (docs/product-rules.md#live-credit): the verified attendance (the session over and
 * the minimum verified), then the evaluation and the knowledge check as on demand.
 */
export function liveRequirementChecklist(facts: {
  attended: boolean;
  evaluationSubmitted: boolean;
  knowledgeCheckPassed: boolean | null;
}): RequirementStatus[] {
  const checklist: RequirementStatus[] = [
    { requirement: 'LIVE_ATTENDANCE', met: facts.attended },
    { requirement: 'EVALUATION', met: facts.evaluationSubmitted },
  ];
  if (facts.knowledgeCheckPassed !== null) {
    checklist.push({ requirement: 'KNOWLEDGE_CHECK', met: facts.knowledgeCheckPassed });
  }
  return checklist;
}

export function missingRequirements(checklist: readonly RequirementStatus[]): CompletionRequirement[] {
  return checklist.filter((item) => !item.met).map((item) => item.requirement);
}

/** Credit can be claimed once, with every requirement met, where the course has approved credit. */
export function canClaimCredit(input: {
  alreadyCompleted: boolean;
  checklist: readonly RequirementStatus[];
  claimable: readonly unknown[];
}): boolean {
  return (
    !input.alreadyCompleted && input.claimable.length > 0 && missingRequirements(input.checklist).length === 0
  );
}

export interface JurisdictionCredits {
  code: string;
  name: string;
  credits: EarnedCredit[];
}

/** Credits grouped by jurisdiction, groups and credits in the order they first appear. */
export function creditsByJurisdiction(credits: readonly EarnedCredit[]): JurisdictionCredits[] {
  const groups = new Map<string, JurisdictionCredits>();
  for (const credit of credits) {
    const group = groups.get(credit.jurisdictionCode) ?? {
      code: credit.jurisdictionCode,
      name: credit.jurisdictionName,
      credits: [],
    };
    group.credits.push(credit);
    groups.set(credit.jurisdictionCode, group);
  }
  return [...groups.values()];
}

export type ClaimableJurisdiction = CourseCompletionStatus['claimableJurisdictions'][number];

/**
 * Where a lawyer may claim the credit a course earns: the jurisdictions with some earned hours, each with the
 * lawyer's bar number there (null without an admission), the lawyer's admissions first, then by name.
 */
export function claimableJurisdictions(
  earned: readonly EarnedCredit[],
  barNumbers: ReadonlyMap<string, string>,
): ClaimableJurisdiction[] {
  return creditsByJurisdiction(earned.filter((credit) => credit.hours > 0))
    .map((group) => ({ ...group, barNumber: barNumbers.get(group.code) ?? null }))
    .sort(
      (a, b) => Number(b.barNumber !== null) - Number(a.barNumber !== null) || a.name.localeCompare(b.name),
    );
}

/**
 * The claimable jurisdictions a claim names (codes trimmed, upper-cased, each once), in claimable order, and the
 * named codes that are not claimable.
 */
export function chooseJurisdictions<T extends { code: string }>(
  claimable: readonly T[],
  requestedCodes: readonly string[],
): { chosen: T[]; unknown: string[] } {
  const wanted = [...new Set(requestedCodes.map((code) => code.trim().toUpperCase()))];
  return {
    chosen: claimable.filter((entry) => wanted.includes(entry.code)),
    unknown: wanted.filter((code) => !claimable.some((entry) => entry.code === code)),
  };
}
