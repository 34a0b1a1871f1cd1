import { useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { useEnterprise } from '../../features/enterprise/api/get-enterprise';
import { AtRiskSection } from '../../features/enterprise/components/at-risk-section';
import { AuditLogSection } from '../../features/enterprise/components/audit-log-section';
import { FirmHeader } from '../../features/enterprise/components/firm-header';
import { FirmUnavailable } from '../../features/enterprise/components/firm-unavailable';
import { InviteSection } from '../../features/enterprise/components/invite-section';
import type { PendingMemberAction } from '../../features/enterprise/components/member-action-dialog';
import { MembersSection } from '../../features/enterprise/components/members-section';
import { membersQuery, useMemberFilters } from '../../features/enterprise/hooks/use-member-filters';
import { getUserEnterpriseQueryOptions } from '../../features/identity/api/get-user-enterprise';
import { useAuth } from '../../features/identity/hooks/use-auth';
import { ManageBillingButton } from '../../features/memberships/components/manage-billing-button';
import { isApiError } from '../../lib/api-client';
import { errorReason } from '../../lib/error-reason';
import { useUserStore } from '../../stores/user-store';

/** Signed in without the ENTERPRISE role: what the page is and where to go instead. */
function NotAllowed() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <ShieldAlert aria-hidden="true" className="mx-auto size-12 text-brand-600" />
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-600">403 · Not allowed</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Manage Firm is for firm administrators</h1>
      <p className="mt-3 text-slate-700">
        This page lets a firm&apos;s administrator invite lawyers and manage the firm&apos;s seats. If your
        firm has a subscription, ask its administrator for access; to buy seats for your firm, see the plans.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button text="See firm plans" href={paths.choosePlan} />
        <Button text="Browse courses" href={paths.browse} variant="secondary" />
      </div>
    </div>
  );
}

function ManageFirmSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <p role="status" className="sr-only">
        Loading your firm…
      </p>
      <h1 className="sr-only">Manage Firm</h1>
      <Skeleton className="h-56 w-full rounded-2xl" />
      <Skeleton className="h-48 w-full rounded-2xl" />
      <Skeleton className="h-72 w-full rounded-2xl" />
    </div>
  );
}

/** The firm, its invitations, its members and their progress, who is at risk of missing a deadline, its activity. */
function ManageFirm() {
  const { filters, update, hrefWith } = useMemberFilters();
  const enterprise = useEnterprise(membersQuery(filters));
  const queryClient = useQueryClient();
  const { user, reloadUser } = useAuth();
  const navigate = useNavigate();

  // The firm's name shows in the account menu too (GET /api/user/enterprise).
  const refreshUserFirm = () => void queryClient.invalidateQueries(getUserEnterpriseQueryOptions());

  // Removing oneself, or one's own administration, changes the role: reload it, and leave if it is gone.
  const onMemberChanged = ({ kind, member }: PendingMemberAction) => {
    refreshUserFirm();
    const self = user !== null && user.email.toLowerCase() === member.email.toLowerCase();
    if (!self || (kind !== 'REMOVE' && kind !== 'REMOVE_ADMIN')) return;
    void reloadUser().then(() => {
      if (useUserStore.getState().role !== 'ENTERPRISE') void navigate(paths.home);
    });
  };

  if (!enterprise.data) {
    if (enterprise.isError) {
      if (isApiError(enterprise.error) && enterprise.error.code === 'ENTERPRISE_NOT_FOUND') {
        return (
          <>
            <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">Manage Firm</h1>
            <FirmUnavailable />
          </>
        );
      }
      return (
        <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
          <h1 className="text-2xl font-bold text-slate-900">We could not load your firm</h1>
          <p className="mt-2 text-slate-700">{errorReason(enterprise.error, 'Please try again.')}</p>
          <div className="mt-4 flex justify-center">
            <Button
              variant="secondary"
              text="Retry"
              loading={enterprise.isFetching}
              onClick={() => void enterprise.refetch()}
            />
          </div>
        </div>
      );
    }
    return <ManageFirmSkeleton />;
  }

  const { data } = enterprise;
  return (
    <div className="space-y-8">
      <FirmHeader
        firm={data.firm}
        billingAction={<ManageBillingButton text="Buy more seats" />}
        onRenamed={refreshUserFirm}
      />
      <InviteSection firm={data.firm} />
      <MembersSection
        data={data}
        updating={enterprise.isPlaceholderData}
        filters={filters}
        onChange={update}
        hrefForPage={(page) => hrefWith({ page })}
        currentUserEmail={user?.email ?? null}
        onMemberChanged={onMemberChanged}
      />
      <AtRiskSection />
      <AuditLogSection page={filters.logPage} hrefForPage={(logPage) => hrefWith({ logPage })} />
    </div>
  );
}

/** Manage Firm (`/dashboard/admin`, signed in; only the ENTERPRISE role, others get a 403 page). */
function AdminPage() {
  const role = useUserStore((state) => state.role);
  if (role !== 'ENTERPRISE') {
    return (
      <>
        <title>{pageTitle('Manage Firm')}</title>
        <NotAllowed />
      </>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <title>{pageTitle('Manage Firm')}</title>
      <ManageFirm />
    </div>
  );
}

export { AdminPage as Component };
