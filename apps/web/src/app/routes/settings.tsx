import type { UserProfile } from '@counsel/contracts';
import { Settings } from 'lucide-react';
import toast from 'react-hot-toast';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { changePassword } from '../../features/identity/api/change-password';
import { useUserEnterprise } from '../../features/identity/api/get-user-enterprise';
import { useUserSubscription } from '../../features/identity/api/get-user-subscription';
import { revokeSessions } from '../../features/identity/api/revoke-sessions';
import { SignedOutPanel } from '../../features/identity/components/signed-out-panel';
import { useAuth } from '../../features/identity/hooks/use-auth';
import { useJurisdictions } from '../../features/catalog-taxonomy/api/get-jurisdictions';
import { JurisdictionsEditor } from '../../features/lawyer-profile/components/jurisdictions-editor';
import { PracticeAreasPicker } from '../../features/lawyer-profile/components/practice-areas-picker';
import { ManageBillingButton } from '../../features/memberships/components/manage-billing-button';
import { CalendarFeedPanel } from '../../features/live/components/calendar-feed-panel';
import { MembershipSection } from '../../features/users/components/membership-section';
import { PasswordSection } from '../../features/users/components/password-section';
import { ProfileSection } from '../../features/users/components/profile-section';
import { SessionsSection } from '../../features/users/components/sessions-section';
import { SettingsSection } from '../../features/users/components/settings-section';
import { useScrollToAnchor } from '../../hooks/use-scroll-to-anchor';
import { errorReason } from '../../lib/error-reason';
import { useUserStore } from '../../stores/user-store';

/**
 * The membership, fresh from GET /api/user/subscription on every visit (coming back from the billing portal shows
 * what changed there), and the firm whose seat the user holds (GET /api/user/enterprise); Manage billing is the plan
 * page's button.
 */
function Membership() {
  // The billing portal sends the user back with ?billing=returned (BillingService.createPortalSession).
  const [searchParams] = useSearchParams();
  const subscription = useUserSubscription(true, searchParams.get('billing') === 'returned' ? 30_000 : 0);
  const enterprise = useUserEnterprise().data?.enterprise;
  const role = useUserStore((state) => state.role);
  return (
    <MembershipSection
      subscription={subscription.data?.subscription}
      loadError={
        subscription.isError
          ? errorReason(subscription.error, 'Something went wrong. Please try again.')
          : null
      }
      onRetry={() => void subscription.refetch()}
      hasFirmSeat={role === 'USER' || role === 'ENTERPRISE'}
      firmName={enterprise?.memberStatus === 'ACTIVE' ? enterprise.name : null}
      billingAction={<ManageBillingButton />}
    />
  );
}

/**
 * The signed-in user's settings: profile, membership, password, admissions, practice areas, the live sessions'
 * calendar address, sessions.
 */
function AccountSettings({ user }: { user: UserProfile }) {
  const navigate = useNavigate();
  const { reloadUser, logout } = useAuth();
  const jurisdictions = useJurisdictions();
  // The Compliance page links here (…/settings#jurisdictions) for the details a rule still needs.
  useScrollToAnchor('jurisdictions');

  const signOutEverywhere = async () => {
    await revokeSessions();
    await logout();
    await navigate(paths.signIn);
  };

  return (
    <div className="space-y-6">
      <ProfileSection name={user.name} email={user.email} onNameChanged={reloadUser} />
      <Membership />
      <PasswordSection email={user.email} changePassword={changePassword} />
      <SettingsSection
        id="jurisdictions"
        title="Jurisdictions"
        description="Where you are admitted, with your bar or registration number. We use them to show the credit each course earns you."
      >
        <JurisdictionsEditor
          jurisdictions={jurisdictions.data?.items ?? []}
          isLoadingJurisdictions={jurisdictions.isPending}
        />
      </SettingsSection>
      <SettingsSection
        id="practice-areas"
        title="Practice areas"
        description="The areas of law you want to hear about first."
      >
        <PracticeAreasPicker
          legend="Practice areas that interest you"
          showLegend={false}
          submitText="Save practice areas"
          onSaved={() => {
            toast.success('Your practice areas are saved.');
          }}
        />
      </SettingsSection>
      <SettingsSection
        id="calendar"
        title="Calendar"
        description="A private calendar address lists the live sessions you are registered for. Add it to Google Calendar, Outlook or Apple Calendar once and new registrations, changes and cancellations follow on their own."
      >
        <CalendarFeedPanel />
      </SettingsSection>
      <SessionsSection onSignOutEverywhere={signOutEverywhere} />
    </div>
  );
}

function SettingsPage() {
  const { user, loading } = useAuth();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <title>{pageTitle('Settings')}</title>
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">Settings</h1>
      {user ? (
        <AccountSettings user={user} />
      ) : loading ? (
        <Spinner size="lg" label="Loading your settings" />
      ) : (
        <SignedOutPanel
          icon={Settings}
          title="Your account settings"
          description="Log in to manage your account."
          highlights={[
            'The name printed on your certificates',
            'The jurisdictions and practice areas you follow',
            'Your membership and billing',
            'Password and sign-in',
          ]}
        />
      )}
    </div>
  );
}

export { SettingsPage as Component };
