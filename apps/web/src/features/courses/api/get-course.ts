import type { CourseDetail } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

// The schema (and zod with it) loads while the request runs, outside the page's initial JavaScript.
const loadCourseDetailSchema = () =>
  import('@counsel/contracts').then((contracts) => contracts.CourseDetailSchema);

/** GET /api/courses/{courseId or slug} — 404 COURSE_NOT_FOUND arrives as an ApiError. */
export function getCourse(courseId: string, signal?: AbortSignal): Promise<CourseDetail> {
  return apiGet(`/api/courses/${encodeURIComponent(courseId)}`, loadCourseDetailSchema, { signal });
}

export const courseQueryKey = (courseId: string) => ['courses', 'detail', courseId] as const;

export function getCourseQueryOptions(courseId: string) {
  return queryOptions({
    queryKey: courseQueryKey(courseId),
    queryFn: ({ signal }) => getCourse(courseId, signal),
  });
}

export function useCourse(courseId: string) {
  return useQuery(getCourseQueryOptions(courseId));
}
