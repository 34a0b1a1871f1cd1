import type { PaymentSession } from '@counsel/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

// The schema (and zod with it) loads while the request runs, outside the page's initial JavaScript.
const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.PaymentSessionSchema);

/**
 * GET /api/payment/session?sessionId= (signed in, the buyer only) — paid, pending (the provider's webhook has not
 * landed yet) or failed, with what was bought and the amount in cents. 404 PAYMENT_SESSION_NOT_FOUND otherwise.
 */
export function getPaymentSession(sessionId: string, signal?: AbortSignal): Promise<PaymentSession> {
  return apiGet('/api/payment/session', loadSchema, { query: { sessionId }, signal });
}

export const paymentSessionQueryKey = (sessionId: string) => ['payments', 'session', sessionId] as const;

export function getPaymentSessionQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: paymentSessionQueryKey(sessionId),
    queryFn: ({ signal }) => getPaymentSession(sessionId, signal),
    // Every visit asks again: a payment's state is what this page is for.
    staleTime: 0,
  });
}
