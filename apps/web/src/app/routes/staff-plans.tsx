import { pageTitle } from '../../config/app';
import { PlanList } from '../../features/staff-plans/components/plan-list';

/** `/staff/plans`: the membership plans, their features and prices. */
function StaffPlansPage() {
  return (
    <>
      <title>{pageTitle('Plans and prices')}</title>
      <PlanList />
    </>
  );
}

export { StaffPlansPage as Component };
