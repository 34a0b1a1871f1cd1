import type { LiveSession } from '@counsel/contracts';
import { LIVE_STATUS_RECHECK_MS } from '@counsel/domain';
import { useNow } from '../../../hooks/use-now';
import { sessionStatusView, type SessionStatusView } from '../lib/session-status';

/** The clock the live views share, ticking every LIVE_STATUS_RECHECK_MS (60 s) while `enabled`. */
export function useLiveClock(enabled = true): Date {
  return useNow(LIVE_STATUS_RECHECK_MS, enabled);
}

/** A session's status, recomputed every 60 s without reloading; `now` is the moment it was computed for. */
export function useSessionStatus(session: Pick<LiveSession, 'startsAt'>): SessionStatusView & { now: Date } {
  const now = useLiveClock();
  return { ...sessionStatusView(session, now), now };
}
