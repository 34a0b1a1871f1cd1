import type { UserJurisdictionList } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useUserStore } from '../../../stores/user-store';

// The schema (and zod with it) loads while the request runs, outside the page's initial JavaScript.
const loadSchema = () =>
  import('@counsel/contracts').then((contracts) => contracts.UserJurisdictionListSchema);

/** GET /api/jurisdiction — the signed-in lawyer's admissions, ordered by jurisdiction name. */
export function getUserJurisdictions(signal?: AbortSignal): Promise<UserJurisdictionList> {
  return apiGet('/api/jurisdiction', loadSchema, { signal });
}

/** Everything of the lawyer profile, per user: a mutation invalidates below this prefix. */
export const lawyerProfileQueryKey = ['lawyer-profile'] as const;

export const userJurisdictionsQueryKey = (userId: string | null) =>
  [...lawyerProfileQueryKey, userId, 'jurisdictions'] as const;

export function getUserJurisdictionsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: userJurisdictionsQueryKey(userId),
    queryFn: ({ signal }) => getUserJurisdictions(signal),
    enabled: userId !== null,
  });
}

/** The signed-in lawyer's admissions; idle while nobody is signed in. */
export function useUserJurisdictions() {
  const userId = useUserStore((state) => state.userId);
  return useQuery(getUserJurisdictionsQueryOptions(userId));
}
