export interface ProgressBarProps {
  /** Share done, 0–100. */
  percent: number;
  /** What the share is of: "40% watched" (the default), "40% uploaded". */
  done?: string;
}

/** How much is done (a course watched, a file uploaded): a bar named "40% watched" for assistive technology, and the same words. */
export function ProgressBar({ percent, done = 'watched' }: ProgressBarProps) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  const label = `${value}% ${done}`;
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${value}%` }} />
      </div>
      <span aria-hidden="true" className="w-24 shrink-0 text-right text-sm text-slate-700">
        {label}
      </span>
    </div>
  );
}
