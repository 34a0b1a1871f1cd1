import type { PracticeAreaList } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The taxonomy changes rarely: keep it for an hour. */
const TAXONOMY_STALE_MS = 60 * 60 * 1000;

// The schema (and zod with it) loads while the request runs, outside the page's initial JavaScript.
const loadPracticeAreaListSchema = () =>
  import('@counsel/contracts').then((contracts) => contracts.PracticeAreaListSchema);

/** GET /api/catalog/practice-areas */
export function getPracticeAreas(signal?: AbortSignal): Promise<PracticeAreaList> {
  return apiGet('/api/catalog/practice-areas', loadPracticeAreaListSchema, { signal });
}

export const practiceAreasQueryKey = ['catalog', 'practice-areas'] as const;

export function getPracticeAreasQueryOptions() {
  return queryOptions({
    queryKey: practiceAreasQueryKey,
    queryFn: ({ signal }) => getPracticeAreas(signal),
    staleTime: TAXONOMY_STALE_MS,
  });
}

export function usePracticeAreas() {
  return useQuery(getPracticeAreasQueryOptions());
}
