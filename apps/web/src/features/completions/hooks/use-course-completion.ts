import type { WatchProgress } from '@counsel/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { awaitsCertificate, useCompletionStatus } from '../api/get-completion-status';
import { useDeadlineTimer, usePollDeadline } from './use-poll-deadline';

/** What changes in the progress can change the checklist: the watched share, the watch rule, the codes. */
function progressSignature(progress: WatchProgress): string {
  return [
    progress.progressPercent,
    progress.watchRequirementMet,
    progress.verification.complete,
    progress.completed,
  ].join('|');
}

/**
 * The course's completion status for the panel under the player: refetched when the progress the player reports
 * moves on (the checklist follows the watching), and polled every 1.5 s for a minute at most while a claimed
 * completion waits for its certificate. `certificateTimedOut` says the minute passed; `checkAgain` waits another.
 */
export function useCourseCompletion(courseKey: string, progress: WatchProgress) {
  const deadline = usePollDeadline();
  const status = useCompletionStatus(courseKey, !deadline.gaveUp);
  const waiting = awaitsCertificate(status.data);
  useDeadlineTimer(deadline, waiting);

  const signature = progressSignature(progress);
  const seen = useRef(signature);
  const { refetch } = status;
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    void refetch();
  }, [signature, refetch]);

  const { restart } = deadline;
  const checkAgain = useCallback(() => {
    restart();
    void refetch();
  }, [restart, refetch]);

  return { status, certificateTimedOut: waiting && deadline.gaveUp, checkAgain };
}
