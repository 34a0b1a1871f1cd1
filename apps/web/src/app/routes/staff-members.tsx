import { pageTitle } from '../../config/app';
import { useAuth } from '../../features/identity/hooks/use-auth';
import { StaffMembersSection } from '../../features/staff/components/staff-members-section';

/** `/staff/members`: who is staff, granting and removing the role. */
function StaffMembersPage() {
  const { user } = useAuth();
  return (
    <>
      <title>{pageTitle('Staff members')}</title>
      <StaffMembersSection currentUserId={user?.id ?? null} />
    </>
  );
}

export { StaffMembersPage as Component };
