import type { CourseList, CourseListQuery } from '@counsel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** What the page asks for; the API fills in defaults (page 1, 12 per page, sorted by title). */
export type CourseListParams = Partial<CourseListQuery>;

// The schema (and zod with it) loads while the request runs, outside the page's initial JavaScript.
const loadCourseListSchema = () =>
  import('@counsel/contracts').then((contracts) => contracts.CourseListSchema);

/** GET /api/courses — one page of the catalog for the given filters. */
export function getCourses(query: CourseListParams, signal?: AbortSignal): Promise<CourseList> {
  return apiGet('/api/courses', loadCourseListSchema, {
    signal,
    query: {
      type: query.type,
      currentPage: query.currentPage,
      pageSize: query.pageSize,
      states: query.states,
      category: query.category,
      practiceAreas: query.practiceAreas,
      q: query.q,
      format: query.format,
      sort: query.sort,
    },
  });
}

export const coursesQueryKey = (query: CourseListParams) => ['courses', 'list', query] as const;

export function getCoursesQueryOptions(query: CourseListParams) {
  return queryOptions({
    queryKey: coursesQueryKey(query),
    queryFn: ({ signal }) => getCourses(query, signal),
  });
}

export interface UseCoursesOptions {
  /** Keep showing the previous page while the next one loads (Browse), instead of skeletons. */
  keepPrevious?: boolean;
}

export function useCourses(query: CourseListParams, { keepPrevious = false }: UseCoursesOptions = {}) {
  return useQuery({
    ...getCoursesQueryOptions(query),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
