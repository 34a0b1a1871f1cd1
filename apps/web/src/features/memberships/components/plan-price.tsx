import type { MembershipPlan, PlanPrice } from '@counsel/contracts';
import { formatMoney } from '../../../lib/format-money';
import {
  INTERVAL_ADVERB,
  INTERVAL_NOUN,
  lowestSeatCents,
  planAnnualSaving,
  tierLabel,
} from '../lib/plan-pricing';

/**
 * A plan's price for the chosen interval: the amount, or for a per-seat price "from" the cheapest tier and the
 * tiers themselves; on the annual price, what it saves over paying monthly.
 */
export function PlanPriceSummary({ plan, price }: { plan: MembershipPlan; price: PlanPrice | undefined }) {
  if (!price) {
    return <p className="text-slate-700">Not available with this billing period.</p>;
  }
  const per = INTERVAL_NOUN[price.interval];
  const saving = price.interval === 'year' ? planAnnualSaving(plan) : null;
  const perSeat = price.unitAmountCents === null;
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-1.5 text-slate-700">
        {perSeat ? <span>From</span> : null}
        <span className="text-4xl font-bold tracking-tight text-slate-900">
          {formatMoney(lowestSeatCents(price), price.currency)}
        </span>
        <span>{perSeat ? `per seat per ${per}` : `per ${per}`}</span>
      </p>
      <p className="mt-1 text-sm text-slate-700">
        Billed {INTERVAL_ADVERB[price.interval]}.
        {saving
          ? ` Save ${perSeat ? `up to ${saving.percent}%` : formatMoney(saving.cents, saving.currency)} compared with paying monthly.`
          : null}
      </p>
      {perSeat ? (
        <ul
          role="list"
          aria-label={`${plan.name} price per seat`}
          className="mt-3 space-y-1 text-sm text-slate-800"
        >
          {price.tiers.map((tier) => (
            <li key={tier.minSeats} className="flex justify-between gap-4 border-b border-slate-100 pb-1">
              <span>{tierLabel(tier)}</span>
              <span className="font-semibold">
                {formatMoney(tier.unitAmountCents, price.currency)} per seat
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
