import { Skeleton } from '../../../components/ui/skeleton';

/** My Learning while the enrollments load: a live "Loading" message and grey cards. */
export function EnrollmentListSkeleton() {
  return (
    <div aria-busy="true" className="space-y-4">
      <p className="sr-only" role="status">
        Loading your courses…
      </p>
      <Skeleton className="h-6 w-40" />
      {[0, 1, 2].map((row) => (
        <div key={row} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-2 w-full" />
        </div>
      ))}
    </div>
  );
}
