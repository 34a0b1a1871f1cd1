import type { WatchProgress } from '@counsel/contracts';
import { CircleCheck, CirclePlay } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar';

export interface WatchSummaryProps {
  progress: WatchProgress;
}

/** How much of the video the server credited ("42% watched") and whether the watch requirement is met. */
export function WatchSummary({ progress }: WatchSummaryProps) {
  return (
    <section aria-label="Your progress" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <ProgressBar percent={progress.progressPercent} />
      {progress.watchRequirementMet ? (
        <p className="mt-2 flex items-center gap-2 text-sm font-semibold text-green-800">
          <CircleCheck aria-hidden="true" className="size-5" />
          Watch requirement met: you have watched the whole video.
        </p>
      ) : (
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
          <CirclePlay aria-hidden="true" className="size-5 text-slate-500" />
          Watch requirement not met yet: watch the whole video to earn credit.
        </p>
      )}
    </section>
  );
}
