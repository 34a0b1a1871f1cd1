import type { Enrollment } from '@counsel/contracts';

export interface EnrollmentSections {
  /** Opened or partly watched, not completed. */
  inProgress: Enrollment[];
  /** Enrolled, never opened, nothing watched. */
  notStarted: Enrollment[];
  /** Completion recorded (`completedAt`). */
  completed: Enrollment[];
}

/** A course is started once the lawyer opened it (a recorded visit) or watched any of it. */
export function isStarted(enrollment: Enrollment): boolean {
  return enrollment.startedAt !== null || enrollment.progressPercent > 0;
}

function latestActivity(enrollment: Enrollment): string {
  return enrollment.lastVisitedAt ?? enrollment.startedAt ?? enrollment.enrolledAt;
}

const newestFirst = (pick: (enrollment: Enrollment) => string) => (a: Enrollment, b: Enrollment) =>
  pick(b).localeCompare(pick(a));

/**
 * My Learning's three sections from GET /api/courses/enrolled, so they always agree with each other: in progress
 * (latest visit first), enrolled and not started (latest enrollment first), completed (latest completion first).
 */
export function splitEnrollments(enrollments: readonly Enrollment[]): EnrollmentSections {
  const sections: EnrollmentSections = { inProgress: [], notStarted: [], completed: [] };
  for (const enrollment of enrollments) {
    if (enrollment.completedAt !== null) sections.completed.push(enrollment);
    else if (isStarted(enrollment)) sections.inProgress.push(enrollment);
    else sections.notStarted.push(enrollment);
  }
  sections.inProgress.sort(newestFirst(latestActivity));
  sections.notStarted.sort(newestFirst((enrollment) => enrollment.enrolledAt));
  sections.completed.sort(newestFirst((enrollment) => enrollment.completedAt ?? enrollment.enrolledAt));
  return sections;
}
