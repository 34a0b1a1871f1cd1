import type { CompletionRequirement, EarnedCredit } from '@counsel/contracts';

// The credit words are shared with the catalog (apps/web/src/lib/credit-labels.ts).
import { CREDIT_CATEGORY_LABELS, CREDIT_TYPE_LABELS } from '../../../lib/credit-labels';

export { CREDIT_CATEGORY_LABELS, CREDIT_TYPE_LABELS };

/** The steps of credit, as the lawyer's checklist words them. */
export const REQUIREMENT_LABELS: Record<CompletionRequirement, string> = {
  WATCHED: 'Watch the whole program',
  ATTENDANCE_CODES: 'Enter the attendance codes shown during the program',
  EVALUATION: 'Submit the course evaluation',
  KNOWLEDGE_CHECK: 'Pass the knowledge check',
};

/** Hours to two decimals, without the float noise of sums (0.1 + 0.2 → 0.3). */
export function roundHours(hours: number): number {
  return Math.round(hours * 100) / 100;
}

const hoursFormatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 });

/** 3.5 → "3.5", 1 → "1.0", 1.25 → "1.25". */
export function formatCreditHours(hours: number): string {
  return hoursFormatter.format(roundHours(hours));
}

/** "1.0 CLE Ethics". */
export function creditPhrase(credit: Pick<EarnedCredit, 'hours' | 'creditType' | 'category'>): string {
  return `${formatCreditHours(credit.hours)} ${CREDIT_TYPE_LABELS[credit.creditType]} ${
    CREDIT_CATEGORY_LABELS[credit.category]
  }`;
}

/** "New York — 1.0 CLE Ethics, 0.5 CLE General". */
export function jurisdictionCreditLine(name: string, credits: readonly EarnedCredit[]): string {
  return credits.length === 0 ? name : `${name} — ${credits.map(creditPhrase).join(', ')}`;
}

/** The credits of a completion grouped by jurisdiction, in the order they first appear. */
export function creditsByJurisdiction(
  credits: readonly EarnedCredit[],
): { code: string; name: string; credits: EarnedCredit[] }[] {
  const groups = new Map<string, { code: string; name: string; credits: EarnedCredit[] }>();
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
