import { UserPlus } from 'lucide-react';
import { useLocation } from 'react-router';
import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { NewOnDemandShowcase, UpcomingLiveShowcase } from '../../features/courses/components/course-showcase';
import { CreditTypeShortcuts } from '../../features/courses/components/credit-type-shortcuts';
import { FirmWelcome } from '../../features/enterprise/components/firm-welcome';
import { useAuth } from '../../features/identity/hooks/use-auth';
import { readFirmWelcome } from '../../features/enterprise/lib/firm-welcome';
import { NextLiveSessionCard } from '../../features/live/components/next-live-session-card';
import { CtaLink } from '../../features/marketing/components/cta-link';
import { useUserStore } from '../../stores/user-store';

function SignUpPrompt() {
  return (
    <section
      aria-labelledby="sign-up-heading"
      className="flex flex-col gap-5 rounded-2xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex items-start gap-4">
        <UserPlus aria-hidden="true" className="size-8 shrink-0 text-accent-400" />
        <div>
          <h2 id="sign-up-heading" className="text-xl font-bold">
            Track your credit in one place
          </h2>
          <p className="mt-1 text-brand-100">
            With a free account you can enroll in courses, pick up where you left off and keep every
            certificate.
          </p>
        </div>
      </div>
      <div className="shrink-0">
        <CtaLink to={paths.signUp} tone="gold">
          Create a free account
        </CtaLink>
      </div>
    </section>
  );
}

function DashboardHomePage() {
  const role = useUserStore((state) => state.role);
  const isFirstTimeUser = useUserStore((state) => state.isFirstTimeUser);
  const isVisitor = role === 'VISITOR';
  const { user, loading } = useAuth();
  // Set by the accept page after joining a firm (apps/web/src/app/routes/accept-invitation.tsx).
  const joinedFirm = readFirmWelcome(useLocation().state);
  return (
    <div className="mx-auto max-w-7xl space-y-14 px-4 py-8 sm:px-6 lg:px-8">
      <title>{pageTitle('Home')}</title>
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Welcome to Counsel CLE</h1>
        <p className="mt-2 max-w-2xl text-slate-700">
          Accredited courses for lawyers and paralegals — live sessions with the speakers and an on-demand
          library you can watch at any hour.
        </p>
      </header>

      {joinedFirm && !isVisitor ? <FirmWelcome joined={joinedFirm} firstTime={isFirstTimeUser} /> : null}

      {isVisitor ? <SignUpPrompt /> : <NextLiveSessionCard enabled={!loading && user !== null} />}

      <UpcomingLiveShowcase id="home-live-heading" />

      <section aria-labelledby="home-credit-heading">
        <h2 id="home-credit-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Browse by credit type
        </h2>
        <p className="mb-6 mt-1 text-slate-700">Find courses that carry the credit you report.</p>
        <CreditTypeShortcuts />
      </section>

      <NewOnDemandShowcase id="home-new-heading" />
    </div>
  );
}

export { DashboardHomePage as Component };
