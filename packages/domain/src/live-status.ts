/** Display statuses of a live session (docs/product-rules.md#live-status). */
export const LIVE_STATUS = {
  NOT_STARTED: 'not-started',
  LOADING: 'loading',
  ERROR: 'error',
  DATE_MISMATCH: 'date-mismatch',
  STARTING_SOON: 'starting-soon',
  IN_PROGRESS: 'in-progress',
  COMPLETED: 'completed',
} as const;
export type LiveStatus = (typeof LIVE_STATUS)[keyof typeof LIVE_STATUS];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The join window opens 5 minutes before start and closes 3 hours after it. */
export const LIVE_WINDOW_OPENS_BEFORE_START_MS = 5 * MINUTE_MS;
export const LIVE_WINDOW_CLOSES_AFTER_START_MS = 3 * HOUR_MS;
/** A live course counts as completed 4 hours after start. */
export const LIVE_COMPLETED_AFTER_START_MS = 4 * HOUR_MS;
/** The status is recomputed every 60 seconds. */
export const LIVE_STATUS_RECHECK_MS = 60 * 1000;

export interface LiveTimingInput {
  format: 'ON_DEMAND' | 'LIVE';
  liveStartsAt: Date | string | null | undefined;
}

/**
 * docs/product-rules.md#live-status, in order: more than 4 h after start is COMPLETED; outside [start − 5 min, start + 3 h] is
 * DATE_MISMATCH; inside, at or after start is IN_PROGRESS and before it STARTING_SOON; a non-live course
 * or a missing (or unreadable) date is NOT_STARTED.
 */
export function liveCourseStatus(course: LiveTimingInput, now: Date): LiveStatus {
  if (course.format !== 'LIVE' || course.liveStartsAt == null) return LIVE_STATUS.NOT_STARTED;
  const start = new Date(course.liveStartsAt).getTime();
  if (Number.isNaN(start)) return LIVE_STATUS.NOT_STARTED;
  const sinceStart = now.getTime() - start;
  if (sinceStart > LIVE_COMPLETED_AFTER_START_MS) return LIVE_STATUS.COMPLETED;
  if (sinceStart < -LIVE_WINDOW_OPENS_BEFORE_START_MS || sinceStart > LIVE_WINDOW_CLOSES_AFTER_START_MS) {
    return LIVE_STATUS.DATE_MISMATCH;
  }
  return sinceStart >= 0 ? LIVE_STATUS.IN_PROGRESS : LIVE_STATUS.STARTING_SOON;
}

/** True while a live course has not begun its join window yet (DATE_MISMATCH before start). */
export function isUpcomingLive(course: LiveTimingInput, now: Date): boolean {
  if (course.format !== 'LIVE' || course.liveStartsAt == null) return false;
  const start = new Date(course.liveStartsAt).getTime();
  return !Number.isNaN(start) && start - now.getTime() > LIVE_WINDOW_OPENS_BEFORE_START_MS;
}

/**
 * True once a live course's session is over: its join window (start + 3 h) has closed, so it can no
 * longer be attended — and therefore no longer be bought, enrolled in or completed. Never for on-demand courses.
 */
export function hasLiveSessionEnded(course: LiveTimingInput, now: Date): boolean {
  if (course.format !== 'LIVE' || course.liveStartsAt == null) return false;
  const start = new Date(course.liveStartsAt).getTime();
  return !Number.isNaN(start) && now.getTime() - start > LIVE_WINDOW_CLOSES_AFTER_START_MS;
}
