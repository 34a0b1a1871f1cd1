/*
 * What of a video was watched: the credited ranges of positions (seconds), merged, and what they add up to
 * (docs/product-rules.md#attendance-verification). Pure functions; the judge (watch-progress.ts) adds to them.
 */

export type Range = [start: number, end: number];

/** Two ranges closer than this (seconds) are one: heartbeats round positions. */
export const MERGE_EPSILON = 0.5;

/** Sorted, non-overlapping ranges (touching or nearly touching ranges are joined). */
export function mergeRanges(ranges: readonly Range[]): Range[] {
  const sorted = ranges
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end > start)
    .map(([start, end]): Range => [start, end])
    .sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1] + MERGE_EPSILON) last[1] = Math.max(last[1], range[1]);
    else merged.push(range);
  }
  return merged;
}

/** Seconds of [from, to] covered by the ranges. */
export function coveredSeconds(ranges: readonly Range[], from: number, to: number): number {
  let total = 0;
  for (const [start, end] of mergeRanges(ranges)) {
    const overlap = Math.min(end, to) - Math.max(start, from);
    if (overlap > 0) total += overlap;
  }
  return total;
}

/** Whole percent of the video watched (never 100 before the rule is met, so "100%" always means done). */
export function progressPercent(ranges: readonly Range[], durationSeconds: number): number {
  if (durationSeconds <= 0) return 0;
  const percent = Math.floor((coveredSeconds(ranges, 0, durationSeconds) / durationSeconds) * 100);
  return Math.min(percent, watchRequirementMet(ranges, durationSeconds) ? 100 : 99);
}

/**
 * The course's rule: all of the content, allowing a few seconds at each end (players start a moment late and
 * `ended` fires a moment early) and one second of rounding gaps in between.
 */
export function watchRequirementMet(
  ranges: readonly Range[],
  durationSeconds: number,
  endAllowanceSeconds = 3,
): boolean {
  const from = Math.min(endAllowanceSeconds, durationSeconds / 10);
  const to = durationSeconds - from;
  return coveredSeconds(ranges, from, to) >= to - from - 1;
}

/** The player may seek to the start, or anywhere inside what was watched (its end included, a little slack). */
export function canSeekTo(ranges: readonly Range[], target: number, slackSeconds = 1): boolean {
  if (target <= slackSeconds) return true;
  return mergeRanges(ranges).some(
    ([start, end]) => target >= start - slackSeconds && target <= end + slackSeconds,
  );
}
