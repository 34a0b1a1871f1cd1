import type { AuthProviders } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The server's configuration changes only with a deploy: keep the answer for the visit. */
const PROVIDERS_STALE_MS = 60 * 60 * 1000;

// The schema (and zod with it) loads while the request runs, outside the page's initial JavaScript.
const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.AuthProvidersSchema);

/** GET /api/auth/providers — `{ google: { clientId } | null }`: whether to offer "Continue with Google". */
export function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  return apiGet('/api/auth/providers', loadSchema, { signal });
}

export const authProvidersQueryKey = ['auth', 'providers'] as const;

export function getAuthProvidersQueryOptions() {
  return queryOptions({
    queryKey: authProvidersQueryKey,
    queryFn: ({ signal }) => getAuthProviders(signal),
    staleTime: PROVIDERS_STALE_MS,
  });
}

export function useAuthProviders() {
  return useQuery(getAuthProvidersQueryOptions());
}
