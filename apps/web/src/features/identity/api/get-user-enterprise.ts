import type { EnterpriseDetails, UserEnterprise } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

// The schema (and zod) loads while the request runs, outside the initial JavaScript.
const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.UserEnterpriseSchema);

/** GET /api/user/enterprise (bearer ID token, added by apiGet) — `{ enterprise: null | {...} }`. */
export function getUserEnterprise(signal?: AbortSignal): Promise<UserEnterprise> {
  return apiGet('/api/user/enterprise', loadSchema, { signal });
}

/**
 * The firm whose seat the user holds (any ACTIVE member, administrator or not) as a query: fetched on sign-in by
 * AuthProvider, asked again by Settings and after Manage Firm renames the firm.
 */
export function getUserEnterpriseQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'enterprise'] as const,
    queryFn: ({ signal }) => getUserEnterprise(signal),
  });
}

/** The firm as last fetched (null while unknown or none), without asking again: the frame's account menu. */
export function useCurrentEnterprise(): EnterpriseDetails | null {
  const { data } = useQuery({ ...getUserEnterpriseQueryOptions(), enabled: false });
  return data?.enterprise ?? null;
}

/** The firm, asked again on every mount of a page that shows it (Settings › Membership). */
export function useUserEnterprise() {
  return useQuery({ ...getUserEnterpriseQueryOptions(), refetchOnMount: 'always' });
}
