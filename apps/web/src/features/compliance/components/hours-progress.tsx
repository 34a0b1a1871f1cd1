import { useId } from 'react';
import { progressPhrase, progressShort } from '../lib/compliance-text';

export interface HoursProgressProps {
  label: string;
  earned: number;
  required: number;
}

/**
 * A bar of hours earned against hours required, named by its label; "2 of 4 h" beside it, and "2 of 4 hours" as
 * its value for assistive technology.
 */
export function HoursProgress({ label, earned, required }: HoursProgressProps) {
  const labelId = useId();
  const max = required > 0 ? required : 1;
  const now = required > 0 ? Math.min(earned, required) : 1;
  const complete = earned >= required;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <span id={labelId} className="font-medium text-slate-900">
          {label}
        </span>
        <span aria-hidden="true" className="shrink-0 text-sm text-slate-700 tabular-nums">
          {progressShort(earned, required)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={now}
        aria-valuetext={progressPhrase(earned, required)}
        className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full ${complete ? 'bg-green-700' : 'bg-brand-600'}`}
          style={{ width: `${(now / max) * 100}%` }}
        />
      </div>
    </div>
  );
}
