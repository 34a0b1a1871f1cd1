import { Skeleton } from '../../../components/ui/skeleton';

/** The course page's "Will this count for me?" while the answer (or the module showing it) loads. */
export function ApplicabilitySkeleton() {
  return (
    <div aria-busy="true" className="space-y-3">
      <p className="sr-only" role="status">
        Checking how this course counts for you…
      </p>
      <Skeleton className="h-24 w-full rounded-lg" />
      <Skeleton className="h-24 w-full rounded-lg" />
    </div>
  );
}
