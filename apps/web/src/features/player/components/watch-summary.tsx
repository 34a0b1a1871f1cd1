import type { WatchProgress } from '@counsel/contracts';
import { CircleCheck, CirclePlay } from 'lucide-react';

export interface WatchSummaryProps {
  progress: WatchProgress;
}

/** How much of the video the server credited ("42% watched") and whether the watch requirement is met. */
export function WatchSummary({ progress }: WatchSummaryProps) {
  const percent = Math.min(100, Math.max(0, Math.round(progress.progressPercent)));
  const label = `${percent}% watched`;
  return (
    <section aria-label="Your progress" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
        </div>
        <span aria-hidden="true" className="w-28 shrink-0 text-right text-sm font-medium text-slate-800">
          {label}
        </span>
      </div>
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
