import type { CourseLevel, CourseSort, CreditType, ListedApprovalStatus } from '@counsel/contracts';
import { formatCreditHours } from '@counsel/domain';

// Shared with My Learning and Certificates (features may not import each other), re-exported for the catalog.
export { COURSE_FORMAT_LABELS, formatDuration } from '../../../lib/course-format';

export const CREDIT_TYPE_DESCRIPTIONS: Record<CreditType, string> = {
  CLE: 'Continuing legal education for attorneys',
  SBA: 'State bar association programs',
  PARALEGAL_CLE: 'Continuing education for paralegals',
  CPD: 'Continuing professional development outside the US',
};

export const APPROVAL_STATUS_LABELS: Record<ListedApprovalStatus, string> = {
  APPROVED: 'Approved',
  PENDING: 'Pending approval',
};

export const COURSE_LEVEL_LABELS: Record<CourseLevel, string> = {
  BEGINNER: 'Beginner',
  INTERMEDIATE: 'Intermediate',
  ADVANCED: 'Advanced',
};

export const COURSE_SORT_LABELS: Record<CourseSort, string> = {
  title: 'Title (A–Z)',
  newest: 'Newest',
  'start-date': 'Live start date',
};

/** "1 credit hour" / "1.5 credit hours". */
export function creditHoursPhrase(hours: number): string {
  return `${formatCreditHours(hours)} credit ${hours === 1 ? 'hour' : 'hours'}`;
}

const countFormatter = new Intl.NumberFormat('en-US');

/** "1 course" / "1,234 courses". */
export function courseCountLabel(count: number): string {
  return `${countFormatter.format(count)} ${count === 1 ? 'course' : 'courses'}`;
}
