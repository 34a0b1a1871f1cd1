import type { CourseCompletionStatus } from '@counsel/contracts';
import { useCompletionPolling } from './use-completion-polling';

/** How often a live course's page asks again while credit waits for the session's end (or a registration). */
export const LIVE_CREDIT_REFRESH_MS = 60_000;

/** Credit for the live session is not open yet: no registration, or the session has not ended, and no claim. */
export function awaitsSessionEnd(status: CourseCompletionStatus | undefined): boolean {
  if (!status || status.format !== 'LIVE' || status.completion) return false;
  return !(status.liveAttendance?.sessionEnded ?? false);
}

const refreshWhileLive = (status: CourseCompletionStatus | undefined) =>
  awaitsSessionEnd(status) ? LIVE_CREDIT_REFRESH_MS : false;

/**
 * The completion status for a live course's page: asked again every 60 s until the session is over (so "Credit
 * opens when…" turns into the checklist without a reload), when the lawyer comes back to the page (TanStack's
 * refetch on focus), and polled while a claimed completion waits for its certificate.
 */
export function useLiveCredit(courseKey: string) {
  return useCompletionPolling(courseKey, refreshWhileLive);
}
