import { ClipboardCheck, MailPlus, Users } from 'lucide-react';
import { ComingSoonBadge } from '../../../components/ui/coming-soon-badge';
import { paths } from '../../../config/paths';
import { CtaLink } from './cta-link';

const FEATURES = [
  {
    icon: Users,
    title: 'Seats for the whole firm',
    text: 'Buy the number of seats you need and give every lawyer full access to the catalog.',
    comingSoon: false,
  },
  {
    icon: MailPlus,
    title: 'Invite lawyers in minutes',
    text: 'Send invitations by e-mail, re-send or revoke them, and see who has joined.',
    comingSoon: true,
  },
  {
    icon: ClipboardCheck,
    title: 'Firm-wide compliance',
    text: 'Each lawyer earns certificates in their own jurisdictions; administrators see where the firm stands.',
    comingSoon: true,
  },
];

export function FirmsSection() {
  return (
    <section aria-labelledby="firms-heading" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">For firms</p>
          <h2 id="firms-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
            Keep every lawyer in the firm compliant
          </h2>
          <p className="mt-3 text-slate-700">
            One subscription, one administrator, and a team that meets its reporting deadlines without chasing
            providers.
          </p>
        </div>
        <ul role="list" className="mt-10 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text, comingSoon }) => (
            <li key={title} className="rounded-xl bg-white p-6 shadow-sm">
              <Icon aria-hidden="true" className="size-8 text-brand-600" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                {title}
                {comingSoon ? <ComingSoonBadge /> : null}
              </h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8">
          <CtaLink to={paths.choosePlan}>See firm seats</CtaLink>
        </div>
      </div>
    </section>
  );
}
