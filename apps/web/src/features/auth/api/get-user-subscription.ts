import type { UserSubscription } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiGet } from '../../../lib/api-client';
import { useUserStore } from '../../../stores/user-store';

// The schema (and zod) loads while the request runs, outside the initial JavaScript.
const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.UserSubscriptionSchema);

/** GET /api/user/subscription (bearer ID token, added by apiGet) — `{ subscription: null | {...} }`. */
export function getUserSubscription(signal?: AbortSignal): Promise<UserSubscription> {
  return apiGet('/api/user/subscription', loadSchema, { signal });
}

export const userSubscriptionQueryKey = ['user', 'subscription'] as const;

/**
 * The subscription as a query, for pages that show it (Settings). Asked again on every mount — coming back from
 * the billing portal must show the change made there — and copied into useUserStore, so the client-held state
 * (the plan page, the promo box) agrees with what the page shows. An answer for a user who has since signed out
 * or changed is not copied.
 */
export function getUserSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: userSubscriptionQueryKey,
    queryFn: async ({ signal }) => {
      const userId = useUserStore.getState().userId;
      const result = await getUserSubscription(signal);
      if (useUserStore.getState().userId === userId)
        useUserStore.setState({ subscription: result.subscription });
      return result;
    },
    refetchOnMount: 'always',
  });
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
