import { canSeekTo, mergeRanges, type Range } from '@counsel/domain';

/** What the player says when it refuses a seek (the browser test looks for these words). */
export const SEEK_REFUSED_MESSAGE =
  'You can move freely through what you have watched. Keep watching to go further.';

/**
 * Where the lawyer may seek: the watched ranges the server credited (the latest progress, updated by every
 * heartbeat's answer) merged with what this player played since it opened (`played`), which the server credits with
 * the next heartbeat.
 */
export function seekableRanges(watched: readonly Range[], played: readonly Range[]): Range[] {
  return mergeRanges([...watched, ...played]);
}

/** The furthest point the lawyer may seek to (the end of the last allowed range), or 0. */
export function furthestSeekable(ranges: readonly Range[]): number {
  return mergeRanges(ranges).reduce((furthest, [, end]) => Math.max(furthest, end), 0);
}

/** The seek rule of packages/domain (the server is the judge; the player mirrors it). */
export function isSeekAllowed(ranges: readonly Range[], target: number): boolean {
  return canSeekTo(ranges, target);
}

/**
 * A step forward or back from `from` (arrow keys, ±5 s) kept inside the allowed area: the target when allowed,
 * else the end of the watched range the playhead is in when that still moves forward, else null (refused).
 */
export function stepTarget(
  ranges: readonly Range[],
  from: number,
  step: number,
  durationSeconds: number,
): number | null {
  const target = Math.min(Math.max(from + step, 0), durationSeconds);
  if (isSeekAllowed(ranges, target)) return target;
  if (step <= 0) return null;
  const current = mergeRanges(ranges).find(([start, end]) => from >= start - 1 && from <= end + 1);
  if (current && current[1] > from + 0.5) return Math.min(current[1], durationSeconds);
  return null;
}
