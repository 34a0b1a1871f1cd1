import { errorReason } from '../../../lib/error-reason';
import { useStaffPlans } from '../api/staff-plans-api';
import { PlanPanel } from './plan-panel';

/** Every membership plan, each with its editor and prices. */
export function PlanList() {
  const plans = useStaffPlans();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Plans and prices</h1>
        <p className="mt-1 text-sm text-slate-700">
          Edit what each plan includes. A new price replaces the one on sale; subscribers keep the price they
          hold.
        </p>
      </div>
      {plans.isPending ? <p className="text-sm text-slate-700">Loading the plans…</p> : null}
      {plans.isError ? (
        <p role="alert" className="text-sm text-red-800">
          The plans could not be loaded: {errorReason(plans.error, 'please try again.')}
        </p>
      ) : null}
      {plans.data?.plans.map((plan) => (
        <PlanPanel key={plan.id} plan={plan} />
      ))}
    </div>
  );
}
