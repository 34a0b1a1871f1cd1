import type { StaffPlanPrice } from '@counsel/contracts';
import { formatMoney } from '../../../lib/format-money';

const INTERVAL_LABEL = { month: 'Monthly', year: 'Annual' } as const;

/** What a price costs: its amount, or its tiers per seat. */
export function describePrice(price: StaffPlanPrice): string {
  if (price.unitAmountCents !== null) return formatMoney(price.unitAmountCents, price.currency);
  return price.tiers
    .map(
      (tier) =>
        `${tier.minSeats}${tier.maxSeats === null ? '+' : `–${tier.maxSeats}`} seats: ${formatMoney(tier.unitAmountCents, price.currency)} a seat`,
    )
    .join('; ');
}

/** A plan's prices on sale and the replaced ones, each with the subscriptions that still hold it. */
export function PlanPricesTable({
  planName,
  prices,
  replaced,
}: {
  planName: string;
  prices: StaffPlanPrice[];
  replaced: StaffPlanPrice[];
}) {
  const rows = [...prices, ...replaced];
  if (rows.length === 0) return <p className="text-sm text-slate-700">No prices yet.</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Prices of the {planName} plan</caption>
      <thead className="border-b border-slate-300 text-slate-700">
        <tr>
          <th scope="col" className="py-2 pr-3">
            Price id
          </th>
          <th scope="col" className="py-2 pr-3">
            Billed
          </th>
          <th scope="col" className="py-2 pr-3">
            Amount
          </th>
          <th scope="col" className="py-2 pr-3">
            Status
          </th>
          <th scope="col" className="py-2">
            Subscribers
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((price) => (
          <tr key={price.id} className="border-b border-slate-100 align-top">
            <td className="py-2 pr-3 font-mono text-xs">{price.id}</td>
            <td className="py-2 pr-3">{INTERVAL_LABEL[price.interval]}</td>
            <td className="py-2 pr-3">{describePrice(price)}</td>
            <td className="py-2 pr-3">
              {price.active ? 'On sale' : `Replaced${price.replacedById ? ` by ${price.replacedById}` : ''}`}
            </td>
            <td className="py-2">{price.subscriberCount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
