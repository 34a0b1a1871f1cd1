import type { Enrollment } from '@counsel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { enrollmentListsQueryKey } from './enrollment-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.EnrollmentSchema);

/**
 * POST /api/courses/{courseId} (signed in, enrolled) — records that the lawyer opened the course: the start time
 * on the first visit, the latest visit every time. Answers the enrollment.
 */
export function recordCourseVisit(courseId: string): Promise<Enrollment> {
  return apiPost(`/api/courses/${encodeURIComponent(courseId)}`, {}, loadSchema);
}

/** Records a visit, then refetches My Learning's lists (started and last visited changed). */
export function useRecordCourseVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCourseVisit,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: enrollmentListsQueryKey }),
  });
}
