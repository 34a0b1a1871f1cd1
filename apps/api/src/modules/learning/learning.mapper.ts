import type { CourseSummary, Enrollment, EnrollmentStatus } from '@counsel/contracts';
import type { EnrollmentRow } from './learning.repository.js';

/** The share watched and resume point of an enrollment (what My Learning shows; the video module keeps it). */
export interface EnrollmentProgress {
  progressPercent: number;
  positionSeconds: number;
}

/** ENROLLED while access holds: a purchase always, a membership while one is active; else SUBSCRIPTION_EXPIRED. */
export function enrollmentStatus(
  row: Pick<EnrollmentRow, 'access'>,
  hasMembership: boolean,
): EnrollmentStatus {
  return row.access === 'PURCHASE' || hasMembership ? 'ENROLLED' : 'SUBSCRIPTION_EXPIRED';
}

export function toEnrollment(
  row: EnrollmentRow,
  course: CourseSummary,
  hasMembership: boolean,
  progress: EnrollmentProgress | undefined,
): Enrollment {
  return {
    course,
    status: enrollmentStatus(row, hasMembership),
    access: row.access,
    enrolledAt: row.enrolledAt.toISOString(),
    startedAt: row.startedAt ? row.startedAt.toISOString() : null,
    lastVisitedAt: row.lastVisitedAt ? row.lastVisitedAt.toISOString() : null,
    progressPercent: row.completedAt ? 100 : (progress?.progressPercent ?? 0),
    resumePositionSeconds: Math.floor(progress?.positionSeconds ?? 0),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
  };
}
