import type { StaffPlan } from '@counsel/contracts';
import { NewPriceForm } from './new-price-form';
import { PlanFeaturesEditor } from './plan-features-editor';
import { PlanPricesTable } from './plan-prices-table';

/** One plan: its details and features, its prices (current and replaced), and a new price. */
export function PlanPanel({ plan }: { plan: StaffPlan }) {
  const headingId = `plan-${plan.id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-6 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div>
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {plan.name}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {plan.kind === 'ENTERPRISE' ? 'Per seat, in volume tiers' : 'One lawyer'} · product id{' '}
          {plan.productId}
          {plan.active ? '' : ' · not on sale'}
        </p>
      </div>
      <PlanFeaturesEditor
        key={JSON.stringify([plan.name, plan.description, plan.active, plan.features])}
        plan={plan}
      />
      <div className="space-y-3">
        <h3 className="text-base font-semibold text-slate-900">Prices</h3>
        <PlanPricesTable planName={plan.name} prices={plan.prices} replaced={plan.replacedPrices} />
      </div>
      <NewPriceForm plan={plan} />
    </section>
  );
}
