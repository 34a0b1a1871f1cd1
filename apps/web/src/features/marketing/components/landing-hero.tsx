import { BadgeCheck } from 'lucide-react';
import { ComingSoonBadge } from '../../../components/ui/coming-soon-badge';
import { paths } from '../../../config/paths';
import { CtaLink } from './cta-link';

const POINTS = [
  { text: 'CLE, SBA, Paralegal CLE and CPD credit' },
  { text: 'Certificates your state bar accepts' },
  { text: 'On demand now; live webinars with the speakers', comingSoon: true },
];

export function LandingHero() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(245,197,66,0.18),transparent_45%)]"
      />
      <div className="relative mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[3fr_2fr] lg:px-8">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-accent-400">Counsel CLE</p>
          <h1 id="hero-heading" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">
            Accredited continuing legal education for lawyers and firms
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100">
            Meet your bar&apos;s requirements with practical courses taught by practitioners, on demand
            whenever it suits you — live webinars with time for questions are coming soon. Finish a course,
            download the certificate, report your hours.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <CtaLink to={paths.browse} tone="gold">
              Browse courses
            </CtaLink>
            <CtaLink to={paths.choosePlan} tone="light">
              Become a Member
            </CtaLink>
          </div>
        </div>
        <ul role="list" className="space-y-4 self-center rounded-2xl border border-white/15 bg-white/5 p-6">
          {POINTS.map((point) => (
            <li key={point.text} className="flex items-start gap-3 text-base">
              <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <span>
                {point.text}
                {point.comingSoon ? <ComingSoonBadge tone="dark" /> : null}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
