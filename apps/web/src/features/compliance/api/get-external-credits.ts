import type { ExternalCreditList } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { externalCreditsQueryKey } from './compliance-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.ExternalCreditListSchema);

/** GET /api/external-credits (signed in): the courses I reported from other providers, latest course first. */
export function getExternalCredits(signal?: AbortSignal): Promise<ExternalCreditList> {
  return apiGet('/api/external-credits', loadSchema, { signal });
}

export function getExternalCreditsQueryOptions() {
  return queryOptions({
    queryKey: externalCreditsQueryKey,
    queryFn: ({ signal }) => getExternalCredits(signal),
  });
}

export function useExternalCredits() {
  return useQuery(getExternalCreditsQueryOptions());
}
