import type { SubscriptionDetails, UserSubscription } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiGet } from '../../../lib/api-client';

// The schema (and zod) loads while the request runs, outside the initial JavaScript.
const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.UserSubscriptionSchema);

/** GET /api/user/subscription (bearer ID token, added by apiGet) — `{ subscription: null | {...} }`. */
export function getUserSubscription(signal?: AbortSignal): Promise<UserSubscription> {
  return apiGet('/api/user/subscription', loadSchema, { signal });
}

export const userSubscriptionQueryKey = ['user', 'subscription'] as const;

/**
 * The subscription as a query: fetched once on sign-in (AuthProvider), asked again on every mount of a page that
 * shows it (Settings) — coming back from the billing portal must show the change made there. Signing out or
 * changing account clears the query cache, so an answer never outlives its user.
 */
export function getUserSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: userSubscriptionQueryKey,
    queryFn: ({ signal }) => getUserSubscription(signal),
    refetchOnMount: 'always',
  });
}

/** The subscription as last fetched (null while unknown), without asking again: the frame, the plan page. */
export function useCurrentSubscription(): SubscriptionDetails | null {
  const { data } = useQuery({ ...getUserSubscriptionQueryOptions(), enabled: false });
  return data?.subscription ?? null;
}

/**
 * `watchMs`: the billing portal's changes reach us through its webhook a moment after the user is back, so for
 * that long after a return from the portal the subscription is asked again every two seconds.
 */
export function useUserSubscription(enabled = true, watchMs = 0) {
  const [watching, setWatching] = useState(watchMs > 0);
  useEffect(() => {
    if (watchMs <= 0) return;
    const timer = setTimeout(() => setWatching(false), watchMs);
    return () => clearTimeout(timer);
  }, [watchMs]);
  return useQuery({
    ...getUserSubscriptionQueryOptions(),
    enabled,
    refetchInterval: watching ? 2_000 : false,
  });
}
