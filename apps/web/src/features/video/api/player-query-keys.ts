/**
 * Query keys of the video feature, by the course key of the page (the course id or its slug, as in the address).
 * Playback holds short-lived signed URLs; progress is the lawyer's own and changes with every heartbeat.
 */
export const playerQueryKey = ['player'] as const;
export const playbackQueryKey = (courseKey: string) => [...playerQueryKey, 'playback', courseKey] as const;
export const watchProgressQueryKey = (courseKey: string) =>
  [...playerQueryKey, 'progress', courseKey] as const;
export const chapterThumbnailsQueryKey = (playbackId: string, startTimes: readonly number[]) =>
  [...playerQueryKey, 'thumbnails', playbackId, ...startTimes] as const;
