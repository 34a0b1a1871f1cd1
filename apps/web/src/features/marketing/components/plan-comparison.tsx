import { Building2, Check, User } from 'lucide-react';
import { paths } from '../../../config/paths';
import { CtaLink } from './cta-link';

const PLANS = [
  {
    id: 'individual',
    icon: User,
    name: 'Individual membership',
    audience: 'For a lawyer or paralegal managing their own credit.',
    features: [
      'Unlimited access to every on-demand and live course',
      'Certificates for each completed course',
      'Your credit history in one place',
    ],
  },
  {
    id: 'firm',
    icon: Building2,
    name: 'Firm seats',
    audience: 'For firms that keep a team of lawyers compliant.',
    features: [
      'Choose the number of seats your firm needs',
      'Invite, re-invite and revoke lawyers',
      'One administrator manages the firm',
    ],
  },
] as const;

export interface PlanComparisonProps {
  /** Heading level of each plan's name, to fit the page's outline. */
  headingLevel?: 2 | 3;
  /** Show a link to the plan page under each plan (the plan page itself leaves it out). */
  showLinks?: boolean;
}

/** Individual membership next to firm seats. Prices arrive with payments; none are shown here. */
export function PlanComparison({ headingLevel = 3, showLinks = true }: PlanComparisonProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul role="list" className="grid gap-6 md:grid-cols-2">
      {PLANS.map(({ id, icon: Icon, name, audience, features }) => (
        <li
          key={id}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <Icon aria-hidden="true" className="size-8 text-brand-600" />
          <Heading className="mt-4 text-xl font-bold text-slate-900">{name}</Heading>
          <p className="mt-2 text-slate-700">{audience}</p>
          <ul role="list" className="mt-5 flex-1 space-y-3">
            {features.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-slate-800">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                {feature}
              </li>
            ))}
          </ul>
          {showLinks && (
            <div className="mt-6">
              <CtaLink to={paths.choosePlan} tone="outline">
                Compare plans<span className="sr-only"> — {name}</span>
              </CtaLink>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
