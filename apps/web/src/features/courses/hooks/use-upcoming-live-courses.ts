import { LIVE_STATUS, LIVE_STATUS_RECHECK_MS, liveCourseStatus } from '@counsel/domain';
import { useMemo } from 'react';
import { useCourses } from '../api/get-courses';
import { COURSE_PAGE_SIZE_MAX } from '@counsel/contracts/constants';
import { useNow } from '../../../hooks/use-now';

/** Live courses by start date that are not completed yet (still to come, starting soon or in progress). */
export function useUpcomingLiveCourses(limit: number) {
  const query = useCourses({ format: 'LIVE', sort: 'start-date', pageSize: COURSE_PAGE_SIZE_MAX });
  const now = useNow(LIVE_STATUS_RECHECK_MS);
  const courses = useMemo(
    () =>
      (query.data?.items ?? [])
        .filter((course) => liveCourseStatus(course, now) !== LIVE_STATUS.COMPLETED)
        .slice(0, limit),
    [query.data, now, limit],
  );
  return { courses, isPending: query.isPending, isError: query.isError, refetch: query.refetch };
}
