import { Skeleton } from '../../../components/ui/skeleton';

/** The Compliance page while the overview loads. */
export function ComplianceSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <p role="status" className="sr-only">
        Loading your compliance…
      </p>
      {[0, 1].map((row) => (
        <Skeleton key={row} className="h-72 w-full rounded-2xl" />
      ))}
    </div>
  );
}
