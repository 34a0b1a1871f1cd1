import type { Enrollment, EnrollmentState } from '@counsel/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { membershipRequiredOptions } from '../lib/enrollment-errors';
import { enrollmentListsQueryKey, enrollmentStateQueryKey } from './enrollment-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.EnrollmentSchema);

/**
 * POST /api/courses/{courseId}/enroll (signed in) — 201 a new enrollment, 200 the existing one. A lawyer without
 * access gets 403 MEMBERSHIP_REQUIRED with `details.accessOptions` (MEMBERSHIP, PURCHASE) as an ApiError.
 */
export function enrollInCourse(courseId: string): Promise<Enrollment> {
  return apiPost(`/api/courses/${encodeURIComponent(courseId)}/enroll`, {}, loadSchema);
}

/**
 * After a 403 MEMBERSHIP_REQUIRED (to enroll, or to register for a live session, which enrolls): the course page
 * shows its "Become a Member" state with the offered ways in. False for any other error.
 */
export function showAccessRequired(queryClient: QueryClient, courseId: string, error: unknown): boolean {
  const accessOptions = membershipRequiredOptions(error);
  if (!accessOptions) return false;
  queryClient.setQueryData<EnrollmentState>(enrollmentStateQueryKey(courseId), {
    enrolled: false,
    status: null,
    canEnroll: false,
    accessOptions,
  });
  return true;
}

/**
 * Enrolls, then shows the course as enrolled at once and refetches My Learning's lists. A 403
 * MEMBERSHIP_REQUIRED (access ended since the page asked) turns the page into its "Become a Member" state.
 */
export function useEnrollInCourse(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => enrollInCourse(courseId),
    onSuccess: (enrollment) => {
      queryClient.setQueryData<EnrollmentState>(enrollmentStateQueryKey(courseId), {
        enrolled: true,
        status: enrollment.status,
        canEnroll: false,
        accessOptions: [],
      });
      void queryClient.invalidateQueries({ queryKey: enrollmentListsQueryKey });
    },
    onError: (error) => {
      showAccessRequired(queryClient, courseId, error);
    },
  });
}
