import type { PaymentSession } from '@counsel/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { getPaymentSessionQueryOptions } from '../api/get-payment-session';

/** How often a pending payment is asked about again. */
export const PAYMENT_POLL_INTERVAL_MS = 1_000;
/** How long the page keeps asking before it says the payment is still processing. */
export const PAYMENT_POLL_TIMEOUT_MS = 60_000;

export type PaymentResultState =
  | { kind: 'loading' }
  | { kind: 'not-found' }
  | { kind: 'error'; error: unknown }
  | { kind: 'pending' }
  | { kind: 'timed-out' }
  | { kind: 'paid' | 'failed' | 'refunded'; session: PaymentSession };

function usePaymentSessionQuery(sessionId: string | null, polling: boolean) {
  return useQuery({
    ...getPaymentSessionQueryOptions(sessionId ?? ''),
    enabled: sessionId !== null,
    // A 404 stays a 404, and the page polls anyway: no retries of its own.
    retry: false,
    refetchInterval: (query) =>
      polling && query.state.data?.status === 'pending' ? PAYMENT_POLL_INTERVAL_MS : false,
  });
}

/**
 * The result page's data: polls GET /api/payment/session every second while the payment is pending (the webhook
 * has not landed yet), and gives up after a minute with `timed-out`; `checkAgain` polls for another minute.
 * No session id, or one the API does not know (404) or refuses (400), is `not-found`.
 */
export function usePaymentSession(sessionId: string | null) {
  const [deadline, setDeadline] = useState(() => Date.now() + PAYMENT_POLL_TIMEOUT_MS);
  const [gaveUp, setGaveUp] = useState(false);
  const query = usePaymentSessionQuery(sessionId, !gaveUp);
  const pending = query.data?.status === 'pending';

  useEffect(() => {
    if (!pending || gaveUp) return;
    const timer = setTimeout(() => setGaveUp(true), Math.max(0, deadline - Date.now()));
    return () => clearTimeout(timer);
  }, [pending, gaveUp, deadline]);

  const { refetch } = query;
  const checkAgain = useCallback(() => {
    setDeadline(Date.now() + PAYMENT_POLL_TIMEOUT_MS);
    setGaveUp(false);
    void refetch();
  }, [refetch]);

  let state: PaymentResultState;
  const { data, error } = query;
  if (sessionId === null) {
    state = { kind: 'not-found' };
  } else if (data) {
    // An answer is kept while a later poll fails (a blip of the network): the last known state stands.
    if (data.status === 'pending') state = gaveUp ? { kind: 'timed-out' } : { kind: 'pending' };
    else state = { kind: data.status, session: data };
  } else if (error) {
    const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
    state = notFound ? { kind: 'not-found' } : { kind: 'error', error };
  } else {
    state = { kind: 'loading' };
  }

  return { state, checkAgain, isFetching: query.isFetching };
}
