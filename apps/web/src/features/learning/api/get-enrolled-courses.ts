import type { EnrollmentList } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { enrolledCoursesQueryKey } from './enrollment-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.EnrollmentListSchema);

/** GET /api/courses/enrolled (signed in) — every course the lawyer enrolled in, with status and progress. */
export function getEnrolledCourses(signal?: AbortSignal): Promise<EnrollmentList> {
  return apiGet('/api/courses/enrolled', loadSchema, { signal });
}

export function getEnrolledCoursesQueryOptions() {
  return queryOptions({
    queryKey: enrolledCoursesQueryKey,
    queryFn: ({ signal }) => getEnrolledCourses(signal),
  });
}

export function useEnrolledCourses() {
  return useQuery(getEnrolledCoursesQueryOptions());
}
