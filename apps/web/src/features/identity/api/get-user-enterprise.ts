import type { UserEnterprise } from '@counsel/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

// The schema (and zod) loads while the request runs, outside the initial JavaScript.
const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.UserEnterpriseSchema);

/** GET /api/user/enterprise (bearer ID token, added by apiGet) — `{ enterprise: null | {...} }`. */
export function getUserEnterprise(signal?: AbortSignal): Promise<UserEnterprise> {
  return apiGet('/api/user/enterprise', loadSchema, { signal });
}

/** The firm the user administers as a query (fetched once on sign-in by AuthProvider). */
export function getUserEnterpriseQueryOptions() {
  return queryOptions({
    queryKey: ['user', 'enterprise'] as const,
    queryFn: ({ signal }) => getUserEnterprise(signal),
  });
}
