import type { WatchProgress } from '@counsel/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { watchProgressQueryKey } from './player-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.WatchProgressSchema);

/**
 * GET /api/mux/progress/{courseId} (signed in, enrolled) — watched ranges, percent, the resume point any device
 * reported last, the watch requirement, attendance codes entered, completion.
 */
export function getWatchProgress(courseKey: string, signal?: AbortSignal): Promise<WatchProgress> {
  return apiGet(`/api/mux/progress/${encodeURIComponent(courseKey)}`, loadSchema, { signal });
}

/** Fetched fresh on every visit (the resume point may come from another device); heartbeats then update it. */
export function getWatchProgressQueryOptions(courseKey: string) {
  return queryOptions({
    queryKey: watchProgressQueryKey(courseKey),
    queryFn: ({ signal }) => getWatchProgress(courseKey, signal),
    gcTime: 0,
  });
}

export function useWatchProgress(courseKey: string) {
  return useQuery(getWatchProgressQueryOptions(courseKey));
}

/** Puts the progress the server answered (a heartbeat, an attendance code) into the progress query. */
export function setWatchProgress(queryClient: QueryClient, courseKey: string, progress: WatchProgress) {
  queryClient.setQueryData<WatchProgress>(watchProgressQueryKey(courseKey), progress);
}
