import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { useJurisdictions } from '../../features/catalog-taxonomy/api/get-jurisdictions';
import { NewOnDemandShowcase, UpcomingLiveShowcase } from '../../features/courses/components/course-showcase';
import { CreditTypeShortcuts } from '../../features/courses/components/credit-type-shortcuts';
import { CtaLink } from '../../features/marketing/components/cta-link';
import { FirmsSection } from '../../features/marketing/components/firms-section';
import { LandingHero } from '../../features/marketing/components/landing-hero';
import { PlanComparison } from '../../features/marketing/components/plan-comparison';
import { TrustSection } from '../../features/marketing/components/trust-section';

function LandingPage() {
  const jurisdictions = useJurisdictions();
  return (
    <>
      <title>{pageTitle('Accredited CLE for lawyers and firms')}</title>
      <LandingHero />

      <section aria-labelledby="credit-types-heading" className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <h2 id="credit-types-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Every credit type you report
          </h2>
          <p className="mb-6 mt-1 text-slate-700">Pick one to see the courses that carry it.</p>
          <CreditTypeShortcuts />
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-16 px-4 py-16 sm:px-6 lg:px-8">
        <UpcomingLiveShowcase id="live-heading" title="Upcoming live courses" limit={3} />
        <NewOnDemandShowcase id="featured-heading" title="Featured on-demand courses" limit={3} />
      </div>

      <FirmsSection />

      <section aria-labelledby="plans-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="mb-8 max-w-2xl">
          <h2 id="plans-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            A plan for you or your whole firm
          </h2>
          <p className="mt-3 text-slate-700">
            Members get unlimited access to every course. Firms buy seats; inviting their lawyers is coming
            soon.
          </p>
        </div>
        <PlanComparison showLinks={false} />
        <div className="mt-8">
          <CtaLink to={paths.choosePlan}>Compare plans</CtaLink>
        </div>
      </section>

      <div className="bg-slate-50">
        <TrustSection jurisdictionCount={jurisdictions.data?.items.length} />
      </div>

      <section aria-labelledby="closing-heading" className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div>
            <h2 id="closing-heading" className="text-2xl font-bold">
              Your next credit hour is one click away
            </h2>
            <p className="mt-2 text-brand-100">Browse the catalog now — no account needed to look around.</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <CtaLink to={paths.browse} tone="gold">
              Browse the catalog
            </CtaLink>
            <CtaLink to={paths.signUp} tone="light">
              Create a free account
            </CtaLink>
          </div>
        </div>
      </section>
    </>
  );
}

export { LandingPage as Component };
