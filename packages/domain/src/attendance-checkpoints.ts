/*
 * Attendance codes of an on-demand video (docs/product-rules.md#attendance-verification): when they are planned,
 * and when credited playback reaches one. Pure functions.
 */
import type { Range } from './watch-ranges.js';

/** The moments of a video's attendance codes (NY: at least one per 50 minutes; one in the last 10 minutes). */
export interface CheckpointPlan {
  ordinal: number;
  momentSeconds: number;
}

/**
 * Plans attendance-code moments at random: one per 25-minute segment (so consecutive codes are never more than 50
 * minutes apart), the last within the final 10 minutes, none in the opening 30% of a short video or in its closing
 * seconds (the lawyer must still be watching when it shows). `random` returns [0, 1).
 */
export function planCheckpoints(durationSeconds: number, random: () => number): CheckpointPlan[] {
  const segmentTarget = 25 * 60;
  const count = Math.max(1, Math.ceil(durationSeconds / segmentTarget));
  const length = durationSeconds / count;
  const endMargin = Math.max(3, Math.min(30, durationSeconds * 0.05));
  const plans: CheckpointPlan[] = [];
  for (let index = 0; index < count; index += 1) {
    const isLast = index === count - 1;
    let from = index * length;
    let to = (index + 1) * length;
    if (isLast) {
      from = Math.max(from, durationSeconds - 10 * 60, durationSeconds * 0.3);
      to = durationSeconds - endMargin;
    }
    const moment = from + random() * Math.max(0, to - from);
    plans.push({ ordinal: index + 1, momentSeconds: Math.round(moment * 10) / 10 });
  }
  return plans;
}

/**
 * Whether playback crossed the moment during a credited range (the code can be shown): from before it to at or
 * after it. The start is exclusive, so a moment that falls exactly on a heartbeat's position is reached by one
 * range, not by the range that ends there and again by the one that starts there (which would show two codes).
 */
export function rangeReaches(range: Range, momentSeconds: number): boolean {
  return range[0] < momentSeconds && momentSeconds <= range[1];
}
