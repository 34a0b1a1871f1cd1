import type { Chapter, Thumbnails } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { chapterThumbnailsQueryKey } from './player-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.ThumbnailsSchema);

/** POST /api/mux/thumbnails (signed in) — a signed image URL per chapter of a recording of one of my courses. */
export function getChapterThumbnails(
  playbackId: string,
  chapters: Chapter[],
  signal?: AbortSignal,
): Promise<Thumbnails> {
  return apiPost('/api/mux/thumbnails', { chapters, playbackId }, loadSchema, { signal });
}

export function getChapterThumbnailsQueryOptions(playbackId: string, chapters: Chapter[]) {
  return queryOptions({
    queryKey: chapterThumbnailsQueryKey(
      playbackId,
      chapters.map((chapter) => chapter.startTime),
    ),
    queryFn: ({ signal }) => getChapterThumbnails(playbackId, chapters, signal),
    // Signed URLs: kept for the visit, asked again on the next one.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** The chapters' thumbnails; none are asked for a video without chapters. A failure just leaves them out. */
export function useChapterThumbnails(playbackId: string, chapters: Chapter[]) {
  return useQuery({
    ...getChapterThumbnailsQueryOptions(playbackId, chapters),
    enabled: chapters.length > 0,
  });
}
