import { Skeleton, SkeletonLine } from '../../../components/ui/skeleton';

/** One plan card's outline: the card's own box, name, description, price, features and the button. */
function PlanCardSkeleton({ features }: { features: number }) {
  return (
    <div className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <SkeletonLine lineHeight="h-8" className="w-40" />
      <div className="mt-2">
        <SkeletonLine lineHeight="h-6" className="w-full" />
        <SkeletonLine lineHeight="h-6" className="w-full" />
        <SkeletonLine lineHeight="h-6" className="w-2/3" />
      </div>
      <div className="mt-5">
        <SkeletonLine lineHeight="h-10" className="w-36" />
        <div className="mt-1">
          <SkeletonLine lineHeight="h-5" className="w-3/4" />
        </div>
      </div>
      <div className="mt-6 flex-1 space-y-3">
        {Array.from({ length: features }, (_, index) => (
          <SkeletonLine key={index} lineHeight="h-6" className={index % 2 ? 'w-4/5' : 'w-full'} />
        ))}
      </div>
      <Skeleton className="mt-8 h-10 w-full" />
    </div>
  );
}

/**
 * What the plans page shows until the plans are in (and what its server-rendered HTML carries): the billing
 * switch and two plan cards at about their final size, so the page does not shift (the footer stays below the
 * fold) when the plans replace it.
 */
export function MembershipPlansSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Loading the plans
      </p>
      <div aria-hidden="true">
        <div className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-[46px] w-72 rounded-full" />
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <PlanCardSkeleton features={7} />
          <PlanCardSkeleton features={7} />
        </div>
      </div>
    </div>
  );
}
