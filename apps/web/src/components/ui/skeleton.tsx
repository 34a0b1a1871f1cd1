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
