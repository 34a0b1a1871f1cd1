import { Outlet } from 'react-router';
import { pageTitle } from '../../config/app';
import { StaffNav } from '../../features/staff/components/staff-nav';
import { StaffNotAllowed } from '../../features/staff/components/staff-not-allowed';
import { useUserStore } from '../../stores/user-store';

/**
 * The staff console's frame (`/staff/*`, signed in; only the STAFF role, others get a 403 page): its navigation
 * beside the area's page. The API refuses every /api/staff call of anyone else anyway.
 */
function StaffLayout() {
  const role = useUserStore((state) => state.role);
  if (role !== 'STAFF') {
    return (
      <>
        <title>{pageTitle('Staff console')}</title>
        <StaffNotAllowed />
      </>
    );
  }
  return (
    <div className="mx-auto max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:flex lg:px-8">
      <StaffNav />
      <div className="mt-6 min-w-0 flex-1 lg:mt-0">
        <Outlet />
      </div>
    </div>
  );
}

export { StaffLayout as Component };
