import type { LiveSession } from '@counsel/contracts';
import {
  canCancelRegistration,
  joinRefusal,
  joinWindow,
  LIVE_STATUS,
  LIVE_WINDOW_OPENS_BEFORE_START_MS,
  liveSessionStatus,
  type LiveStatus,
} from '@counsel/domain';

/** What a person needs of a session's status: DATE_MISMATCH split into before the window and after it. */
export type SessionPhase = 'upcoming' | 'starting-soon' | 'in-progress' | 'ended' | 'completed';

export interface SessionStatusView {
  status: LiveStatus;
  phase: SessionPhase;
  /** Inside the join window (STARTING_SOON or IN_PROGRESS). */
  joinable: boolean;
  /** Before the start: a registration can still be cancelled. */
  cancellable: boolean;
  /** When joining opens (5 minutes before the start). */
  joinOpensAt: Date;
}

type SessionTiming = Pick<LiveSession, 'startsAt'>;

function timing(session: SessionTiming) {
  return { startsAt: new Date(session.startsAt) };
}

/** The session's status at `now` (docs/product-rules.md#live-status), by the rules of packages/domain. */
export function sessionStatusView(session: SessionTiming, now: Date): SessionStatusView {
  const rules = timing(session);
  const status = liveSessionStatus(rules, now);
  const refusal = joinRefusal(rules, now);
  let phase: SessionPhase;
  switch (status) {
    case LIVE_STATUS.STARTING_SOON:
      phase = 'starting-soon';
      break;
    case LIVE_STATUS.IN_PROGRESS:
      phase = 'in-progress';
      break;
    case LIVE_STATUS.COMPLETED:
      phase = 'completed';
      break;
    default:
      phase = refusal === 'TOO_EARLY' ? 'upcoming' : 'ended';
  }
  return {
    status,
    phase,
    joinable: refusal === null,
    cancellable: canCancelRegistration(rules, now),
    joinOpensAt: joinWindow(rules).opensAt,
  };
}

export const SESSION_PHASE_LABELS: Record<SessionPhase, string> = {
  upcoming: 'Upcoming',
  'starting-soon': 'Starting soon',
  'in-progress': 'Live now',
  ended: 'Ended',
  completed: 'Completed',
};

const relativeTime = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** "in 3 days", "in 2 hours", "in 12 minutes" (whole units, rounded down; at least a minute). */
export function timeUntil(target: Date, now: Date): string {
  const ms = Math.max(0, target.getTime() - now.getTime());
  if (ms >= DAY_MS) return relativeTime.format(Math.floor(ms / DAY_MS), 'day');
  if (ms >= HOUR_MS) return relativeTime.format(Math.floor(ms / HOUR_MS), 'hour');
  return relativeTime.format(Math.max(1, Math.ceil(ms / MINUTE_MS)), 'minute');
}

/** "5 minutes": how long before the start joining opens. */
export const JOIN_OPENS_BEFORE_TEXT = `${LIVE_WINDOW_OPENS_BEFORE_START_MS / MINUTE_MS} minutes`;

/** One sentence about the session now: "Starts in 3 days", "Live now — join", "This session has ended". */
export function sessionStatusMessage(session: SessionTiming, view: SessionStatusView, now: Date): string {
  switch (view.phase) {
    case 'upcoming':
      return `Starts ${timeUntil(new Date(session.startsAt), now)}`;
    case 'starting-soon':
      return `Starting soon — starts ${timeUntil(new Date(session.startsAt), now)}; you can join now`;
    case 'in-progress':
      return 'Live now — join';
    case 'ended':
      return 'This session has ended';
    case 'completed':
      return 'This session is completed';
  }
}
