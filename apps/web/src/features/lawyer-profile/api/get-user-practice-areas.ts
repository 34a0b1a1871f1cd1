import type { UserPracticeAreaList } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useUserStore } from '../../../stores/user-store';
import { lawyerProfileQueryKey } from './get-user-jurisdictions';

const loadSchema = () =>
  import('@counsel/contracts').then((contracts) => contracts.UserPracticeAreaListSchema);

/** GET /api/practice-area — every practice area, each marked `selected` when the lawyer follows it. */
export function getUserPracticeAreas(signal?: AbortSignal): Promise<UserPracticeAreaList> {
  return apiGet('/api/practice-area', loadSchema, { signal });
}

export const userPracticeAreasQueryKey = (userId: string | null) =>
  [...lawyerProfileQueryKey, userId, 'practice-areas'] as const;

export function getUserPracticeAreasQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: userPracticeAreasQueryKey(userId),
    queryFn: ({ signal }) => getUserPracticeAreas(signal),
    enabled: userId !== null,
  });
}

export function useUserPracticeAreas() {
  const userId = useUserStore((state) => state.userId);
  return useQuery(getUserPracticeAreasQueryOptions(userId));
}
