import type { MembershipPlanList } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

// The schema (and zod with it) loads while the request runs, outside the page's initial JavaScript.
const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.MembershipPlanListSchema);

/** GET /api/subscription (public) — the plans on sale, with features and prices (price ids for checkout). */
export function getMembershipPlans(signal?: AbortSignal): Promise<MembershipPlanList> {
  return apiGet('/api/subscription', loadSchema, { signal });
}

export const membershipPlansQueryKey = ['memberships', 'plans'] as const;

export function getMembershipPlansQueryOptions() {
  return queryOptions({
    queryKey: membershipPlansQueryKey,
    queryFn: ({ signal }) => getMembershipPlans(signal),
    // Plans change rarely (the API lets caches keep them five minutes).
    staleTime: 5 * 60_000,
  });
}

export function useMembershipPlans() {
  return useQuery(getMembershipPlansQueryOptions());
}
