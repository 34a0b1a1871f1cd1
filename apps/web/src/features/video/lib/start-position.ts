import type { WatchProgress } from '@counsel/contracts';
import { canSeekTo } from '@counsel/domain';

/** `?t=` of the player's address: whole seconds to start at, or null when absent or not a number. */
export function parseStartParam(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/**
 * Where playback starts: the requested second (My Learning's Resume passes it) when the lawyer may be there — inside
 * what was watched, or the server's own resume point — else the server's resume point (the last position any device
 * reported). A video watched to its end starts again from the beginning.
 */
export function startPosition(requested: number | null, progress: WatchProgress): number {
  const { durationSeconds, resumePositionSeconds, watchedRanges } = progress;
  const resume = resumePositionSeconds >= durationSeconds - 2 ? 0 : resumePositionSeconds;
  if (requested === null || requested >= durationSeconds - 2) return resume;
  const isResumePoint = Math.abs(requested - resumePositionSeconds) <= 1;
  return canSeekTo(watchedRanges, requested) || isResumePoint ? requested : resume;
}
