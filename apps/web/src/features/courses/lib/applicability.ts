import type { AdmissionApplicability } from '@counsel/contracts';
import { paths } from '../../../config/paths';

/**
 * Settings, at its Jurisdictions section (apps/web/src/app/routes/settings.tsx scrolls it into view), where
 * admissions and the details a jurisdiction's rule needs are edited.
 */
export const SETTINGS_ADMISSIONS_PATH = `${paths.settings}#jurisdictions`;

/** The Compliance page (apps/web/src/app/routes/compliance.tsx): where the lawyer stands in each admission. */
export const COMPLIANCE_PATH = '/dashboard/compliance';

/** What a Browse card says while the answer (or the module showing it) loads. */
export const APPLICABILITY_CHECKING_TEXT = 'Checking your admissions…';

/**
 * The short answer for one admission: the course counts (some of its credit adds hours), does not count (not
 * approved there, or no line counts: pending approval, a cap reached, a format not accepted), the admission needs
 * details before anything can be said, or the jurisdiction's requirements are not tracked.
 */
export type ApplicabilityVerdict = 'COUNTS' | 'DOES_NOT_COUNT' | 'NEEDS_DETAILS' | 'NOT_TRACKED';

export function applicabilityVerdict(item: AdmissionApplicability): ApplicabilityVerdict {
  switch (item.state) {
    case 'ANSWERED':
      return item.credits.some((credit) => credit.counts) ? 'COUNTS' : 'DOES_NOT_COUNT';
    case 'NOT_APPROVED_HERE':
      return 'DOES_NOT_COUNT';
    case 'NEEDS_DETAILS':
      return 'NEEDS_DETAILS';
    case 'NOT_COVERED':
      return 'NOT_TRACKED';
  }
}

export const APPLICABILITY_VERDICT_LABELS: Record<ApplicabilityVerdict, string> = {
  COUNTS: 'Counts',
  DOES_NOT_COUNT: 'Does not count',
  NEEDS_DETAILS: 'Needs details',
  NOT_TRACKED: 'Not tracked',
};
