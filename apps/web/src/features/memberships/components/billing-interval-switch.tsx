import type { BillingInterval } from '../lib/plan-pricing';

const OPTIONS: { value: BillingInterval; label: string }[] = [
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Annually' },
];

export interface BillingIntervalSwitchProps {
  value: BillingInterval;
  onChange: (value: BillingInterval) => void;
  /** The largest yearly saving of any plan, in whole percent; 0 shows none. */
  savingPercent: number;
}

/** Monthly or annual billing: a radio group (arrow keys move between the two), styled as a segmented switch. */
export function BillingIntervalSwitch({ value, onChange, savingPercent }: BillingIntervalSwitchProps) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <legend className="sr-only">Billing period</legend>
      <span aria-hidden="true" className="text-sm font-medium text-slate-800">
        Billing period
      </span>
      <div className="inline-flex rounded-full border border-slate-300 bg-white p-1 shadow-sm">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-slate-800 transition-colors has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500"
          >
            <input
              type="radio"
              name="billing-interval"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
            {option.value === 'year' && savingPercent > 0 ? (
              <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-brand-900">
                Save up to {savingPercent}%
              </span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
