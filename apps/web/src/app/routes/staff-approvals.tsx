import { pageTitle } from '../../config/app';
import { ExpiringApprovals } from '../../features/staff-courses/components/expiring-approvals';

/** `/staff/approvals`: credit approvals that expire within 60 days. */
function StaffApprovalsPage() {
  return (
    <>
      <title>{pageTitle('Credit approvals')}</title>
      <ExpiringApprovals withinDays={60} />
    </>
  );
}

export { StaffApprovalsPage as Component };
