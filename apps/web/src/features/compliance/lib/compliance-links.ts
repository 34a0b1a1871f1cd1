import type { CreditCategory, CreditType } from '@counsel/contracts';
import { paths } from '../../../config/paths';

/**
 * The id of Settings' Jurisdictions section (apps/web/src/app/routes/settings.tsx), where admissions and the details
 * the tracker needs are edited.
 */
export const SETTINGS_ADMISSIONS_SECTION_ID = 'jurisdictions';

/** Settings, at the admissions editor. */
export const settingsAdmissionsPath = `${paths.settings}#${SETTINGS_ADMISSIONS_SECTION_ID}`;

export interface GapFilter {
  jurisdictionCode: string;
  /** The rule's credit type (CLE, CPD, Paralegal CLE): only that credit fills the gap. */
  creditType: CreditType | null;
  /** The catalog category that fills the gap; null: any course in the jurisdiction. */
  category: CreditCategory | null;
}

/**
 * Browse, filtered to courses that fill a gap: `?type=CLE&states=NY&category=ETHICS`, in the order Browse writes
 * its own filters (apps/web/src/features/courses/hooks/use-course-filters.ts).
 */
export function gapBrowsePath({ jurisdictionCode, creditType, category }: GapFilter): string {
  const params = new URLSearchParams();
  if (creditType) params.set('type', creditType);
  params.set('states', jurisdictionCode);
  if (category) params.set('category', category);
  return `${paths.browse}?${params.toString()}`;
}
