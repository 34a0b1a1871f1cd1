import type { StaffCourseList } from '@counsel/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { staffCourseKeys, type StaffCourseFilters } from './staff-course-keys';

const loadList = () => import('@counsel/contracts').then((contracts) => contracts.StaffCourseListSchema);

/** GET /api/staff/courses: every course, draft or published, searched and filtered. */
export function useStaffCourses(filters: StaffCourseFilters) {
  return useQuery({
    queryKey: staffCourseKeys.list(filters),
    queryFn: ({ signal }): Promise<StaffCourseList> =>
      apiGet('/api/staff/courses', loadList, {
        signal,
        query: {
          q: filters.q,
          status: filters.status,
          format: filters.format,
          jurisdiction: filters.jurisdiction,
          approvalStatus: filters.approvalStatus,
          currentPage: filters.currentPage,
        },
      }),
    placeholderData: keepPreviousData,
  });
}
