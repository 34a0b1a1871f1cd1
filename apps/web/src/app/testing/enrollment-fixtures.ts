import type { CourseSummary, Enrollment, EnrollmentState } from '@counsel/contracts';
import { makeCourseSummary } from './course-fixtures';

/** An enrollment as GET /api/courses/enrolled sends it: enrolled, never opened, nothing watched. */
export function makeEnrollment(
  overrides: Partial<Omit<Enrollment, 'course'>> & { course?: Partial<CourseSummary> } = {},
): Enrollment {
  const { course, ...rest } = overrides;
  return {
    course: makeCourseSummary(course),
    status: 'ENROLLED',
    access: 'MEMBERSHIP',
    enrolledAt: '2026-02-01T10:00:00.000Z',
    startedAt: null,
    lastVisitedAt: null,
    progressPercent: 0,
    resumePositionSeconds: 0,
    completedAt: null,
    ...rest,
  };
}

/** GET /api/courses/{courseId}/is-enrolled answers. */
export const enrollmentStates = {
  canEnroll: { enrolled: false, status: null, canEnroll: true, accessOptions: [] },
  membershipOnly: { enrolled: false, status: null, canEnroll: false, accessOptions: ['MEMBERSHIP'] },
  membershipOrPurchase: {
    enrolled: false,
    status: null,
    canEnroll: false,
    accessOptions: ['MEMBERSHIP', 'PURCHASE'],
  },
  enrolled: { enrolled: true, status: 'ENROLLED', canEnroll: true, accessOptions: [] },
  expired: {
    enrolled: true,
    status: 'SUBSCRIPTION_EXPIRED',
    canEnroll: false,
    accessOptions: ['MEMBERSHIP', 'PURCHASE'],
  },
} satisfies Record<string, EnrollmentState>;
