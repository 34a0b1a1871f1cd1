import type { EnrollmentState } from '@counsel/contracts';
import { useEffect, useRef } from 'react';
import { useRecordCourseVisit } from '../api/record-course-visit';

/**
 * Records one visit per page view (POST /api/courses/{courseId}) when the first enrollment answer of this view
 * says the lawyer is enrolled with access. Enrolling on the page does not count as opening the course, so a fresh
 * enrollment stays "not started" in My Learning until the lawyer comes back to it. A failed record is not shown:
 * it is bookkeeping, and the next visit records again.
 */
export function useRecordVisitOnce(courseId: string, state: EnrollmentState | undefined) {
  const { mutate } = useRecordCourseVisit();
  const decidedFor = useRef<string | null>(null);
  const answered = state !== undefined;
  const hasAccess = state?.enrolled === true && state.status === 'ENROLLED';

  useEffect(() => {
    if (!answered || decidedFor.current === courseId) return;
    decidedFor.current = courseId;
    if (hasAccess) mutate(courseId);
  }, [answered, hasAccess, courseId, mutate]);
}
