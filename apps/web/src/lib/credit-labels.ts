import type { CreditCategory, CreditType } from '@counsel/contracts';

// How people read the contract's credit enums, shared by the catalog and the certificates (features may not import
// each other). Records keep every value labelled when a contract grows.

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
