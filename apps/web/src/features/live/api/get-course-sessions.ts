import type { LiveSessionList } from '@counsel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { courseSessionsQueryKey } from './live-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.LiveSessionListSchema);

/**
 * GET /api/live/courses/{courseId}/sessions (public): the live course's sessions still open to register, by start.
 * An on-demand course answers 409 NOT_A_LIVE_COURSE.
 */
export function getCourseSessions(courseId: string, signal?: AbortSignal): Promise<LiveSessionList> {
  return apiGet(`/api/live/courses/${encodeURIComponent(courseId)}/sessions`, loadSchema, {
    signal,
    anonymous: true,
  });
}

/** Asks only while `enabled` (a live course). */
export function useCourseSessions(courseId: string, enabled: boolean) {
  return useQuery({
    queryKey: courseSessionsQueryKey(courseId),
    queryFn: ({ signal }) => getCourseSessions(courseId, signal),
    enabled,
  });
}
