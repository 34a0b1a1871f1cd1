import type { CourseCompletionStatus } from '@counsel/contracts';
import { useCallback } from 'react';
import { awaitsCertificate, useCompletionStatus } from '../api/get-completion-status';
import { useDeadlineTimer, usePollDeadline } from './use-poll-deadline';

/**
 * A course's completion status, polled every 1.5 s for a minute at most while a claimed completion waits for its
 * certificate (and every `refreshMs(status)` otherwise, when given). `certificateTimedOut` says the minute passed;
 * `checkAgain` waits another. Both credit panels (under the player, on a live course's page) start from it.
 */
export function useCompletionPolling(
  courseKey: string,
  refreshMs?: (status: CourseCompletionStatus | undefined) => number | false,
) {
  const deadline = usePollDeadline();
  const status = useCompletionStatus(courseKey, !deadline.gaveUp, refreshMs);
  const waiting = awaitsCertificate(status.data);
  useDeadlineTimer(deadline, waiting);

  const { restart } = deadline;
  const { refetch } = status;
  const checkAgain = useCallback(() => {
    restart();
    void refetch();
  }, [restart, refetch]);

  return { status, certificateTimedOut: waiting && deadline.gaveUp, checkAgain };
}
