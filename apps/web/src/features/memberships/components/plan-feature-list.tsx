import type { MembershipPlan } from '@counsel/contracts';
import { Check, X } from 'lucide-react';
import { ComingSoonBadge } from '../../../components/ui/coming-soon-badge';

/**
 * A plan's features in order: included ones with a check, the others struck through — both said in words too.
 * An included feature that is not released yet carries "Coming soon" beside its text.
 */
export function PlanFeatureList({ features }: { features: MembershipPlan['features'] }) {
  return (
    <ul role="list" className="space-y-3">
      {features.map((feature) => (
        <li
          key={feature.text}
          className={`flex items-start gap-2 ${feature.included ? 'text-slate-800' : 'text-slate-600'}`}
        >
          {feature.included ? (
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
          ) : (
            <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
          )}
          <span>
            <span className="sr-only">{feature.included ? 'Included: ' : 'Not included: '}</span>
            <span className={feature.included ? undefined : 'line-through decoration-slate-400'}>
              {feature.text}
            </span>
            {feature.included && feature.comingSoon ? <ComingSoonBadge /> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
