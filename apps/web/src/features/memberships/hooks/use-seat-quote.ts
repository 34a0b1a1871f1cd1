import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useEnterpriseQuote } from '../api/get-enterprise-quote';
import type { SeatQuoteState } from '../components/seat-calculator';
import { SEATS_MISSING, seatQuoteErrorMessage } from '../lib/membership-messages';
import type { BillingInterval } from '../lib/plan-pricing';

/** How long the seat count must stay unchanged before it is quoted. */
export const SEAT_QUOTE_DEBOUNCE_MS = 250;

/**
 * Quotes the seat count as it changes, once it has rested for SEAT_QUOTE_DEBOUNCE_MS: the API decides what is
 * valid (a whole number from 2 to 1000) and its 400 message is what the user reads. `quote` is set only when it
 * answers for exactly the seats and interval shown.
 */
export function useSeatQuote(seatsText: string, interval: BillingInterval, enabled = true) {
  const typed = seatsText.trim();
  const seats = useDebouncedValue(typed, SEAT_QUOTE_DEBOUNCE_MS);
  const query = useEnterpriseQuote({ seats: enabled ? seats : '', interval });
  const settled = seats === typed;

  let state: SeatQuoteState;
  if (typed === '') {
    state = { status: 'invalid', message: SEATS_MISSING };
  } else if (!settled || query.isFetching) {
    state = { status: 'calculating', previous: query.data ?? null };
  } else if (query.isError) {
    state = { status: 'invalid', message: seatQuoteErrorMessage(query.error) };
  } else if (query.data && !query.isPlaceholderData && query.data.interval === interval) {
    state = { status: 'ready', quote: query.data };
  } else {
    state = { status: 'calculating', previous: query.data ?? null };
  }
  return { state, quote: state.status === 'ready' ? state.quote : null };
}
