import type { EnterpriseQuote, PlanPrice } from '@counsel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.EnterpriseQuoteSchema);

export interface EnterpriseQuoteInput {
  /** The seat count as typed: the API decides whether it is a whole number from 2 to 1000 (400 otherwise). */
  seats: string;
  interval: PlanPrice['interval'];
}

/** GET /api/subscription/enterprise/price?seats=&interval= — tier, price per seat and total, in cents. */
export function getEnterpriseQuote(
  input: EnterpriseQuoteInput,
  signal?: AbortSignal,
): Promise<EnterpriseQuote> {
  return apiGet('/api/subscription/enterprise/price', loadSchema, {
    query: { seats: input.seats, interval: input.interval },
    signal,
  });
}

export const enterpriseQuoteQueryKey = (input: EnterpriseQuoteInput) =>
  ['memberships', 'enterprise-quote', input.interval, input.seats] as const;

export function getEnterpriseQuoteQueryOptions(input: EnterpriseQuoteInput) {
  return queryOptions({
    queryKey: enterpriseQuoteQueryKey(input),
    queryFn: ({ signal }) => getEnterpriseQuote(input, signal),
    enabled: input.seats.trim() !== '',
    staleTime: 5 * 60_000,
  });
}

/** The quote for the seats typed (debounced by the caller); the last quote stays shown while the next loads. */
export function useEnterpriseQuote(input: EnterpriseQuoteInput) {
  return useQuery({ ...getEnterpriseQuoteQueryOptions(input), placeholderData: keepPreviousData });
}
