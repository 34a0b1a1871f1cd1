import type { MembershipPlan, PlanPrice } from '@counsel/contracts';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/format-money';
import { INTERVAL_ADVERB, INTERVAL_NOUN } from '../lib/plan-pricing';

export interface IntendedPlanBannerProps {
  plan: MembershipPlan;
  price: PlanPrice;
  seats: number;
  loading: boolean;
  disabled: boolean;
  onContinue: () => void;
}

/** Back from signing up: the plan chosen before, kept, with the way on to checkout. */
export function IntendedPlanBanner({
  plan,
  price,
  seats,
  loading,
  disabled,
  onContinue,
}: IntendedPlanBannerProps) {
  const what =
    price.unitAmountCents !== null
      ? `${plan.name}, billed ${INTERVAL_ADVERB[price.interval]} (${formatMoney(price.unitAmountCents, price.currency)} per ${INTERVAL_NOUN[price.interval]})`
      : `${plan.name}, ${seats} seats billed ${INTERVAL_ADVERB[price.interval]}`;
  return (
    <section
      aria-labelledby="intended-plan-heading"
      className="mb-8 flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5"
    >
      <div>
        <h2 id="intended-plan-heading" className="text-lg font-bold text-slate-900">
          Your chosen plan
        </h2>
        <p className="mt-1 text-slate-800">{what}. You can still pick another plan below.</p>
      </div>
      <Button
        variant="subscription"
        text="Continue to checkout"
        loading={loading}
        disabled={disabled}
        onClick={onContinue}
      />
    </section>
  );
}
