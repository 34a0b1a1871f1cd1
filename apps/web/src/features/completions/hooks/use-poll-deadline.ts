import { useCallback, useEffect, useState } from 'react';

/** How often a certificate being prepared is asked about again. */
export const CERTIFICATE_POLL_INTERVAL_MS = 1_500;
/** How long a page keeps asking before it says the certificate is taking longer than usual. */
export const CERTIFICATE_POLL_TIMEOUT_MS = 60_000;

export interface PollDeadline {
  /** The wait went on for the whole time allowed: stop polling and say so. */
  gaveUp: boolean;
  /** Starts another full wait (a "Check again" button). */
  restart: () => void;
  round: number;
  timeoutMs: number;
  expire: (round: number) => void;
}

/**
 * The deadline of a poll, in two parts around the query it governs: this one comes first (the query's
 * refetchInterval reads `gaveUp`), `useDeadlineTimer` after it (it learns from the answer whether there is
 * anything to wait for).
 */
export function usePollDeadline(timeoutMs: number = CERTIFICATE_POLL_TIMEOUT_MS): PollDeadline {
  const [round, setRound] = useState(0);
  const [expiredRound, setExpiredRound] = useState<number | null>(null);
  const restart = useCallback(() => setRound((current) => current + 1), []);
  return { gaveUp: expiredRound === round, restart, round, timeoutMs, expire: setExpiredRound };
}

/** Counts the allowed time from the moment there is something to wait for; gives up when it runs out. */
export function useDeadlineTimer({ gaveUp, round, timeoutMs, expire }: PollDeadline, waiting: boolean) {
  useEffect(() => {
    if (!waiting || gaveUp) return;
    const timer = setTimeout(() => expire(round), timeoutMs);
    return () => clearTimeout(timer);
  }, [waiting, gaveUp, round, timeoutMs, expire]);
}
