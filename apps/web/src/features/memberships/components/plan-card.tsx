import type { MembershipPlan } from '@counsel/contracts';
import type { ReactNode } from 'react';
import { PlanFeatureList } from './plan-feature-list';

export interface PlanCardProps {
  plan: MembershipPlan;
  /** The plan chosen before signing up, or the member's current plan: outlined. */
  highlighted?: boolean;
  /** A label beside the name ("Your choice"). */
  badge?: string | null;
  /** The price line(s). */
  price: ReactNode;
  /** Between the price and the features (the seat calculator). */
  extra?: ReactNode;
  /** The buy button, or what replaces it. */
  action: ReactNode;
}

/** One plan side by side with the others: name, description, price, features, and its action at the bottom. */
export function PlanCard({ plan, highlighted = false, badge, price, extra, action }: PlanCardProps) {
  const headingId = `plan-${plan.productId}-heading`;
  return (
    <li
      aria-labelledby={headingId}
      data-highlighted={highlighted || undefined}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm data-highlighted:border-brand-600 data-highlighted:ring-2 data-highlighted:ring-brand-600 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          {plan.name}
        </h2>
        {badge ? (
          <span className="rounded-full bg-brand-700 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
            {badge}
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-slate-700">{plan.description}</p>
      <div className="mt-5">{price}</div>
      {extra ? <div className="mt-5">{extra}</div> : null}
      <div className="mt-6 flex-1">
        <PlanFeatureList features={plan.features} />
      </div>
      <div className="mt-8">{action}</div>
    </li>
  );
}
