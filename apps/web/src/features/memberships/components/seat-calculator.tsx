import type { EnterpriseQuote } from '@counsel/contracts';
import { ENTERPRISE_MAX_SEATS, ENTERPRISE_MIN_SEATS } from '@counsel/contracts/constants';
import { formatMoney } from '../../../lib/format-money';
import { INTERVAL_NOUN, tierLabel } from '../lib/plan-pricing';

export type SeatQuoteState =
  | { status: 'calculating'; previous: EnterpriseQuote | null }
  | { status: 'ready'; quote: EnterpriseQuote }
  | { status: 'invalid'; message: string };

export interface SeatCalculatorProps {
  seats: string;
  onSeatsChange: (seats: string) => void;
  state: SeatQuoteState;
}

const INPUT_ID = 'enterprise-seats';
const RESULT_ID = 'enterprise-seats-quote';

function QuoteLines({ quote }: { quote: EnterpriseQuote }) {
  const per = INTERVAL_NOUN[quote.interval];
  return (
    <>
      <span className="block text-lg font-bold text-slate-900">
        {formatMoney(quote.totalCents, quote.currency)} per {per}
      </span>
      <span className="block text-sm text-slate-700">
        {quote.seats} seats × {formatMoney(quote.unitAmountCents, quote.currency)} per seat ·{' '}
        {tierLabel(quote.tier)} tier
      </span>
    </>
  );
}

/**
 * The enterprise seat count (2–1000) and its price as the number changes. The caller debounces and quotes
 * through the API; this shows the quote, "Calculating…" meanwhile, or why the count cannot be quoted.
 */
export function SeatCalculator({ seats, onSeatsChange, state }: SeatCalculatorProps) {
  const invalid = state.status === 'invalid';
  return (
    <div className="rounded-xl bg-brand-50 p-4">
      <label htmlFor={INPUT_ID} className="block text-sm font-semibold text-slate-900">
        Number of seats
      </label>
      <input
        id={INPUT_ID}
        type="number"
        inputMode="numeric"
        min={ENTERPRISE_MIN_SEATS}
        max={ENTERPRISE_MAX_SEATS}
        step={1}
        value={seats}
        onChange={(event) => onSeatsChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={RESULT_ID}
        className={`mt-1 block w-32 rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm ${
          invalid ? 'border-red-700' : 'border-slate-500'
        }`}
      />
      <output id={RESULT_ID} htmlFor={INPUT_ID} aria-live="polite" className="mt-3 block min-h-12">
        {state.status === 'ready' ? (
          <QuoteLines quote={state.quote} />
        ) : state.status === 'invalid' ? (
          <span className="block text-sm font-medium text-red-700">{state.message}</span>
        ) : (
          <span className="block opacity-60">
            {state.previous ? <QuoteLines quote={state.previous} /> : null}
            <span className="block text-sm text-slate-700">Calculating…</span>
          </span>
        )}
      </output>
    </div>
  );
}
