import type { EnrollmentState } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { enrollmentStateQueryKey } from './enrollment-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.EnrollmentStateSchema);

/**
 * GET /api/courses/{courseId}/is-enrolled (signed in) — whether the lawyer is enrolled (and the status), whether
 * they may enroll now, and otherwise what would give access (a membership, a purchase of this course).
 */
export function getEnrollmentState(courseId: string, signal?: AbortSignal): Promise<EnrollmentState> {
  return apiGet(`/api/courses/${encodeURIComponent(courseId)}/is-enrolled`, loadSchema, { signal });
}

export function getEnrollmentStateQueryOptions(courseId: string) {
  return queryOptions({
    queryKey: enrollmentStateQueryKey(courseId),
    queryFn: ({ signal }) => getEnrollmentState(courseId, signal),
  });
}

/** Asks only while `enabled` (a signed-in user): visitors have no enrollment to ask about. */
export function useEnrollmentState(courseId: string, enabled: boolean) {
  return useQuery({ ...getEnrollmentStateQueryOptions(courseId), enabled });
}
