import { Building2, Check, User } from 'lucide-react';
import { ComingSoonBadge } from '../../../components/ui/coming-soon-badge';
import { paths } from '../../../config/paths';
import { CtaLink } from './cta-link';

/** A promise on the landing page; `comingSoon` while it is not released yet (as the plan data marks it). */
interface PlanPromise {
  text: string;
  comingSoon?: boolean;
}

const PLANS = [
  {
    id: 'individual',
    icon: User,
    name: 'Individual membership',
    audience: 'For a lawyer or paralegal managing their own credit.',
    features: [
      { text: 'Unlimited access to every on-demand course' },
      { text: 'Live webinars with questions to the speakers', comingSoon: true },
      { text: 'Certificates for each completed course' },
      { text: 'Your credit history in one place' },
    ] satisfies PlanPromise[],
  },
  {
    id: 'firm',
    icon: Building2,
    name: 'Firm seats',
    audience: 'For firms that keep a team of lawyers compliant.',
    features: [
      { text: 'Choose the number of seats your firm needs' },
      { text: 'Invite, re-invite and revoke lawyers', comingSoon: true },
      { text: 'One administrator manages the firm', comingSoon: true },
    ] satisfies PlanPromise[],
  },
] as const;

export interface PlanComparisonProps {
  /** Heading level of each plan's name, to fit the page's outline. */
  headingLevel?: 2 | 3;
  /** Show a link to the plan page under each plan (the plan page itself leaves it out). */
  showLinks?: boolean;
}

/** Individual membership next to firm seats, unreleased promises marked "Coming soon". No prices here. */
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
            {features.map((feature: PlanPromise) => (
              <li key={feature.text} className="flex items-start gap-2 text-slate-800">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                <span>
                  {feature.text}
                  {feature.comingSoon ? <ComingSoonBadge /> : null}
                </span>
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
