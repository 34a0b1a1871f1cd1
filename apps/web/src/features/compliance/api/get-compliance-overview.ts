import type { ComplianceOverview } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { complianceOverviewQueryKey } from './compliance-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.ComplianceOverviewSchema);

/** GET /api/compliance (signed in): each of my admissions with where I stand in its current reporting period. */
export function getComplianceOverview(signal?: AbortSignal): Promise<ComplianceOverview> {
  return apiGet('/api/compliance', loadSchema, { signal });
}

export function getComplianceOverviewQueryOptions() {
  return queryOptions({
    queryKey: complianceOverviewQueryKey,
    queryFn: ({ signal }) => getComplianceOverview(signal),
    // Computed from the admissions (edited in Settings) and the credits (earned anywhere in the app): asked again
    // on every visit, the cached answer showing meanwhile.
    staleTime: 0,
  });
}

export function useComplianceOverview() {
  return useQuery(getComplianceOverviewQueryOptions());
}
