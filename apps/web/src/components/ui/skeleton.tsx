export interface SkeletonProps {
  /** Size and shape, e.g. "h-4 w-32" or "h-40 w-full rounded-xl". */
  className?: string;
}

/** A grey pulsing placeholder while content loads; hidden from assistive technology. */
export function Skeleton({ className }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={['animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none', className]
        .filter(Boolean)
        .join(' ')}
    />
  );
}

export interface SkeletonLineProps {
  /** The line height of the text it stands for, e.g. "h-6" for body text, "h-5" for small text. */
  lineHeight: string;
  /** The bar's width, e.g. "w-40" or "w-3/4". */
  className?: string;
}

/** A line of text still loading: a box of the text's line height with a bar in it, so the final text fits. */
export function SkeletonLine({ lineHeight, className }: SkeletonLineProps) {
  return (
    <div aria-hidden="true" className={`flex items-center ${lineHeight}`}>
      <Skeleton className={['h-3/5', className].filter(Boolean).join(' ')} />
    </div>
  );
}
