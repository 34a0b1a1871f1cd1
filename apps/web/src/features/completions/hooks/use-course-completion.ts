import type { WatchProgress } from '@counsel/contracts';
import { useEffect, useRef } from 'react';
import { useCompletionPolling } from './use-completion-polling';

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
 * moves on (the checklist follows the watching), and polled while a claimed completion waits for its certificate
 * (use-completion-polling.ts).
 */
export function useCourseCompletion(courseKey: string, progress: WatchProgress) {
  const completion = useCompletionPolling(courseKey);

  const signature = progressSignature(progress);
  const seen = useRef(signature);
  const { refetch } = completion.status;
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    void refetch();
  }, [signature, refetch]);

  return completion;
}
