import type { CompletionRequirement, EarnedCredit } from '@counsel/contracts';
import { CREDIT_CATEGORY_LABELS, CREDIT_TYPE_LABELS, formatCreditHours } from '@counsel/domain';

/** The steps of credit, as the lawyer's checklist words them. */
export const REQUIREMENT_LABELS: Record<CompletionRequirement, string> = {
  LIVE_ATTENDANCE: 'Attend the live session, entering the attendance codes shown during it',
  WATCHED: 'Watch the whole program',
  ATTENDANCE_CODES: 'Enter the attendance codes shown during the program',
  EVALUATION: 'Submit the course evaluation',
  KNOWLEDGE_CHECK: 'Pass the knowledge check',
};

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
