import {
  LIVE_COMPLETED_AFTER_START_MS,
  LIVE_WINDOW_CLOSES_AFTER_START_MS,
  LIVE_WINDOW_OPENS_BEFORE_START_MS,
  liveCourseStatus,
  type LiveStatus,
} from './live-status.js';

/**
 * One live session's timing (docs/product-rules.md#live-webinars): the spec's status rule applied to the session's own
 * start, the join window, when registering and cancelling are allowed, and which session is a course's current one.
 */

export interface SessionTiming {
  startsAt: Date;
}

function startMs(session: SessionTiming): number {
  return session.startsAt.getTime();
}

/** The spec's display status of a session (live-status.ts) at `now`. */
export function liveSessionStatus(session: SessionTiming, now: Date): LiveStatus {
  return liveCourseStatus({ format: 'LIVE', liveStartsAt: session.startsAt }, now);
}

/** The join window: 5 minutes before start to 3 hours after (docs/product-rules.md#live-status). */
export function joinWindow(session: SessionTiming): { opensAt: Date; closesAt: Date } {
  return {
    opensAt: new Date(startMs(session) - LIVE_WINDOW_OPENS_BEFORE_START_MS),
    closesAt: new Date(startMs(session) + LIVE_WINDOW_CLOSES_AFTER_START_MS),
  };
}

/** Why a registered lawyer cannot join now, or null inside the window. */
export function joinRefusal(session: SessionTiming, now: Date): 'TOO_EARLY' | 'CLOSED' | null {
  const { opensAt, closesAt } = joinWindow(session);
  if (now.getTime() < opensAt.getTime()) return 'TOO_EARLY';
  if (now.getTime() > closesAt.getTime()) return 'CLOSED';
  return null;
}

/** Registration stays open until the join window closes: a late joiner joins at the live moment. */
export function isRegistrationOpen(session: SessionTiming, now: Date): boolean {
  return now.getTime() <= joinWindow(session).closesAt.getTime();
}

/** A registration can be cancelled until the session starts. */
export function canCancelRegistration(session: SessionTiming, now: Date): boolean {
  return now.getTime() < startMs(session);
}

/** A session still shows as upcoming or live (not completed: less than 4 hours after its start). */
export function isSessionNotCompleted(session: SessionTiming, now: Date): boolean {
  return now.getTime() - startMs(session) <= LIVE_COMPLETED_AFTER_START_MS;
}

/**
 * A course's current session: the earliest whose join window has not closed; when every window has closed, the
 * latest (so the course reads COMPLETED); null without sessions. The course's `liveStartsAt` is its start.
 */
export function currentSession<T extends SessionTiming>(sessions: readonly T[], now: Date): T | null {
  let open: T | null = null;
  let latest: T | null = null;
  for (const session of sessions) {
    if (latest === null || startMs(session) > startMs(latest)) latest = session;
    if (isRegistrationOpen(session, now) && (open === null || startMs(session) < startMs(open)))
      open = session;
  }
  return open ?? latest;
}

/** Whether `timeZone` is an IANA zone this runtime knows (e.g. America/New_York). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone.length > 0;
  } catch {
    return false;
  }
}

/**
 * The session reminders (docs/product-rules.md#live-webinars): DAY goes in the 24 hours before the start but not in
 * the last hour, SOON in the 15 minutes before; each only to a lawyer who registered before its lead time began
 * (a later registration got the confirmation instead).
 */
export const LIVE_REMINDERS = {
  DAY: { leadMs: 24 * 60 * 60_000, notWithinMs: 60 * 60_000 },
  SOON: { leadMs: 15 * 60_000, notWithinMs: 0 },
} as const;
export type LiveReminderKind = keyof typeof LIVE_REMINDERS;
