import type { JurisdictionList } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The taxonomy changes rarely: keep it for an hour. */
const TAXONOMY_STALE_MS = 60 * 60 * 1000;

// The schema (and zod with it) loads while the request runs, outside the page's initial JavaScript.
const loadJurisdictionListSchema = () =>
  import('@counsel/contracts').then((contracts) => contracts.JurisdictionListSchema);

/** GET /api/catalog/jurisdictions */
export function getJurisdictions(signal?: AbortSignal): Promise<JurisdictionList> {
  return apiGet('/api/catalog/jurisdictions', loadJurisdictionListSchema, { signal });
}

export const jurisdictionsQueryKey = ['catalog', 'jurisdictions'] as const;

export function getJurisdictionsQueryOptions() {
  return queryOptions({
    queryKey: jurisdictionsQueryKey,
    queryFn: ({ signal }) => getJurisdictions(signal),
    staleTime: TAXONOMY_STALE_MS,
  });
}

export function useJurisdictions() {
  return useQuery(getJurisdictionsQueryOptions());
}
