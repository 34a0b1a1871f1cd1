import type { Playback } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { playbackQueryKey } from './player-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.PlaybackSchema);

/**
 * GET /api/mux/{courseId} (signed in, enrolled) — the signed source, captions, poster, chapters, the fastest
 * creditable rate and the heartbeat interval. 403 NOT_ENROLLED / ENROLLMENT_INACTIVE and 404 VIDEO_NOT_AVAILABLE
 * arrive as ApiErrors.
 */
export function getPlayback(courseKey: string, signal?: AbortSignal): Promise<Playback> {
  return apiGet(`/api/mux/${encodeURIComponent(courseKey)}`, loadSchema, { signal });
}

/**
 * Asked once per visit: a refetch would swap the video's signed source mid-play, so the player asks again only
 * when the source stops working (the URLs expired). Nothing is kept after the page closes.
 */
export function getPlaybackQueryOptions(courseKey: string) {
  return queryOptions({
    queryKey: playbackQueryKey(courseKey),
    queryFn: ({ signal }) => getPlayback(courseKey, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function usePlayback(courseKey: string) {
  return useQuery(getPlaybackQueryOptions(courseKey));
}
