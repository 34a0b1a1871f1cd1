import { useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import type { CreatePriceRequest, StaffPlan } from '@counsel/contracts';
import { Button } from '../../../components/ui/button';
import { errorReason } from '../../../lib/error-reason';
import { usePlanChanges } from '../api/staff-plans-api';
import { parseDollars } from '../lib/price-input';

interface TierRow {
  key: number;
  /** The tier's last seat; blank for the last, open-ended tier. */
  upTo: string;
  amount: string;
}

const INPUT = 'w-full rounded-md border border-slate-400 px-3 py-2 text-sm';
const LABEL = 'mb-1 block text-sm font-medium text-slate-800';

/**
 * A new price for one interval of the plan. Prices are never edited: the new one replaces the price on sale, which
 * stays with the subscriptions that hold it.
 */
export function NewPriceForm({ plan }: { plan: StaffPlan }) {
  const { createPrice } = usePlanChanges(plan.id);
  const perSeat = plan.kind === 'ENTERPRISE';
  const current = plan.prices[0];
  const [interval, setInterval] = useState<'month' | 'year'>('month');
  const [amount, setAmount] = useState('');
  const [minSeats, setMinSeats] = useState(String(current?.minSeats ?? 2));
  const [maxSeats, setMaxSeats] = useState(String(current?.maxSeats ?? 1000));
  const [tiers, setTiers] = useState<TierRow[]>([{ key: 0, upTo: '', amount: '' }]);
  const [nextKey, setNextKey] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const id = (part: string) => `new-price-${plan.id}-${part}`;
  const replacing = plan.prices.find((price) => price.interval === interval);

  const request = (): CreatePriceRequest | string => {
    if (!perSeat) {
      const cents = parseDollars(amount);
      if (cents === null) return 'Write the amount in dollars, such as 29 or 29.50.';
      return { interval, currency: 'usd', unitAmountCents: cents };
    }
    const min = Number(minSeats);
    const max = Number(maxSeats);
    if (!Number.isInteger(min) || !Number.isInteger(max) || min < 1 || max < min) {
      return 'Give the seat range as whole numbers, the most at least the fewest.';
    }
    const built = [];
    let from = min;
    for (const [index, tier] of tiers.entries()) {
      const cents = parseDollars(tier.amount);
      if (cents === null) return `Tier ${index + 1}: write the price a seat in dollars.`;
      const last = index === tiers.length - 1;
      const upTo = last ? null : Number(tier.upTo);
      if (upTo !== null && (!Number.isInteger(upTo) || upTo < from)) {
        return `Tier ${index + 1}: its last seat must be a whole number from ${from}.`;
      }
      built.push({ minSeats: from, maxSeats: upTo, unitAmountCents: cents });
      if (upTo !== null) from = upTo + 1;
    }
    return { interval, currency: 'usd', minSeats: min, maxSeats: max, tiers: built };
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const built = request();
    if (typeof built === 'string') {
      setError(built);
      return;
    }
    setError(null);
    createPrice.mutate(built, {
      onSuccess: () => {
        toast.success('The new price is on sale.');
        setAmount('');
      },
      onError: (failure) => setError(errorReason(failure, 'please try again.')),
    });
  };

  return (
    <form onSubmit={submit} aria-label={`New price for the ${plan.name} plan`} className="space-y-3">
      <h3 className="text-base font-semibold text-slate-900">New price</h3>
      <p className="text-sm text-slate-700">
        Prices are never changed in place. The new price replaces the{' '}
        {interval === 'month' ? 'monthly' : 'annual'} price on sale
        {replacing ? ` (${replacing.id})` : ''} for new checkouts; the old price stays for its current
        subscribers
        {replacing ? ` (${replacing.subscriberCount})` : ''}.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={id('interval')} className={LABEL}>
            Billed
          </label>
          <select
            id={id('interval')}
            value={interval}
            onChange={(event) => setInterval(event.target.value === 'year' ? 'year' : 'month')}
            className={INPUT}
          >
            <option value="month">Monthly</option>
            <option value="year">Annual</option>
          </select>
        </div>
        {perSeat ? (
          <>
            <div>
              <label htmlFor={id('min')} className={LABEL}>
                Fewest seats
              </label>
              <input
                id={id('min')}
                inputMode="numeric"
                value={minSeats}
                onChange={(event) => setMinSeats(event.target.value)}
                className={INPUT}
              />
            </div>
            <div>
              <label htmlFor={id('max')} className={LABEL}>
                Most seats
              </label>
              <input
                id={id('max')}
                inputMode="numeric"
                value={maxSeats}
                onChange={(event) => setMaxSeats(event.target.value)}
                className={INPUT}
              />
            </div>
          </>
        ) : (
          <div>
            <label htmlFor={id('amount')} className={LABEL}>
              Amount (USD)
            </label>
            <input
              id={id('amount')}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              className={INPUT}
            />
          </div>
        )}
      </div>
      {perSeat ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">
            Volume tiers: every seat costs the price of the tier the seat count falls in
          </legend>
          {tiers.map((tier, index) => {
            const last = index === tiers.length - 1;
            return (
              <div key={tier.key} className="flex flex-wrap items-end gap-3">
                <div className="w-36">
                  <label htmlFor={id(`tier-up-${tier.key}`)} className={LABEL}>
                    Tier {index + 1} up to seat
                  </label>
                  <input
                    id={id(`tier-up-${tier.key}`)}
                    inputMode="numeric"
                    value={last ? '' : tier.upTo}
                    placeholder={last ? 'no limit' : ''}
                    disabled={last}
                    onChange={(event) =>
                      setTiers((old) =>
                        old.map((row) => (row.key === tier.key ? { ...row, upTo: event.target.value } : row)),
                      )
                    }
                    className={INPUT}
                  />
                </div>
                <div className="w-36">
                  <label htmlFor={id(`tier-amount-${tier.key}`)} className={LABEL}>
                    Tier {index + 1} a seat (USD)
                  </label>
                  <input
                    id={id(`tier-amount-${tier.key}`)}
                    inputMode="decimal"
                    value={tier.amount}
                    onChange={(event) =>
                      setTiers((old) =>
                        old.map((row) =>
                          row.key === tier.key ? { ...row, amount: event.target.value } : row,
                        ),
                      )
                    }
                    className={INPUT}
                  />
                </div>
                {tiers.length > 1 ? (
                  <Button
                    variant="secondary"
                    text="Remove"
                    aria-label={`Remove tier ${index + 1}`}
                    onClick={() => setTiers((old) => old.filter((row) => row.key !== tier.key))}
                  />
                ) : null}
              </div>
            );
          })}
          <Button
            variant="secondary"
            text="Add a tier"
            onClick={() => {
              setTiers((old) => [...old, { key: nextKey, upTo: '', amount: '' }]);
              setNextKey((key) => key + 1);
            }}
          />
        </fieldset>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <Button type="submit" text="Create the new price" loading={createPrice.isPending} />
    </form>
  );
}
