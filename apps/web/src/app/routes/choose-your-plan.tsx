import { pageTitle } from '../../config/app';
import { useCurrentSubscription } from '../../features/identity/api/get-user-subscription';
import { useAuth } from '../../features/identity/hooks/use-auth';
import { MembershipPlans } from '../../features/memberships/components/membership-plans';
import { currentMembership } from '../../features/memberships/lib/current-membership';
import { useUserStore } from '../../stores/user-store';

/**
 * /dashboard/choose-your-plan (public; the Become a Member button's target): the plans with their features,
 * monthly or annual, the enterprise seat calculator, and a button per plan — sign up first for visitors,
 * checkout for signed-in users, billing management for members.
 */
function ChooseYourPlanPage() {
  const { user, loading } = useAuth();
  const role = useUserStore((state) => state.role);
  const subscription = useCurrentSubscription();
  const membership = user ? currentMembership(role, subscription) : null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <title>{pageTitle('Choose your plan')}</title>
      <header className="mb-8 max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Choose your plan</h1>
        <p className="mt-3 text-slate-700">
          Become a member for unlimited access to every course, or buy seats for your firm and invite your
          lawyers. Prices are in US dollars; cancel at any time from Manage billing.
        </p>
      </header>
      <MembershipPlans signedIn={user !== null} authPending={loading && !user} membership={membership} />
    </div>
  );
}

export { ChooseYourPlanPage as Component };
