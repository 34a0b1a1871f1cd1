import type { EnrollmentList } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { inProgressCoursesQueryKey } from './enrollment-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.EnrollmentListSchema);

/**
 * GET /api/courses/enrolled/in-progress (signed in) — the courses the lawyer started and has not completed, as
 * the server judges them. My Learning sorts the full list itself (lib/enrollment-sections.ts); this call is for
 * short "continue where you stopped" lists (Home).
 */
export function getInProgressCourses(signal?: AbortSignal): Promise<EnrollmentList> {
  return apiGet('/api/courses/enrolled/in-progress', loadSchema, { signal });
}

export function getInProgressCoursesQueryOptions() {
  return queryOptions({
    queryKey: inProgressCoursesQueryKey,
    queryFn: ({ signal }) => getInProgressCourses(signal),
  });
}

export function useInProgressCourses() {
  return useQuery(getInProgressCoursesQueryOptions());
}
