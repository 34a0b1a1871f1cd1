import type { CreditCategory, CreditType } from '@counsel/contracts';

// How people read the contract's credit enums and hours: the catalog, the certificates page and the printed
// certificate. Records keep every value labelled when a contract grows.

export const CREDIT_TYPE_LABELS: Record<CreditType, string> = {
  CLE: 'CLE',
  SBA: 'SBA',
  PARALEGAL_CLE: 'Paralegal CLE',
  CPD: 'CPD',
};

export const CREDIT_CATEGORY_LABELS: Record<CreditCategory, string> = {
  GENERAL: 'General',
  ETHICS: 'Ethics',
  ELIMINATION_OF_BIAS: 'Elimination of Bias',
  TECHNOLOGY: 'Technology',
  SKILLS: 'Skills',
  LAW_PRACTICE_MANAGEMENT: 'Law Practice Management',
  WELLNESS: 'Wellness',
};

/** Hours to two decimals, without the float noise of sums (0.1 + 0.2 → 0.3). */
export function roundHours(hours: number): number {
  return Math.round(hours * 100) / 100;
}

const hoursFormatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 });

/** 3.5 → "3.5", 1 → "1.0", 1.25 → "1.25", 0.1 + 0.2 → "0.3". */
export function formatCreditHours(hours: number): string {
  return hoursFormatter.format(roundHours(hours));
}
