import type { SelectPracticeAreas, UserPracticeAreaList } from '@counsel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useUserStore } from '../../../stores/user-store';
import { userPracticeAreasQueryKey } from './get-user-practice-areas';

const loadSchema = () =>
  import('@counsel/contracts').then((contracts) => contracts.UserPracticeAreaListSchema);

/**
 * POST /api/practice-area — replaces the lawyer's selection with these slugs and answers the new list.
 * 400 PRACTICE_AREA_NOT_FOUND names unknown slugs.
 */
export function savePracticeAreas(input: SelectPracticeAreas): Promise<UserPracticeAreaList> {
  return apiPost('/api/practice-area', input, loadSchema);
}

/** Saves the selection; the answer replaces the cached list, so no refetch is needed. */
export function useSavePracticeAreas() {
  const queryClient = useQueryClient();
  const userId = useUserStore((state) => state.userId);
  return useMutation({
    mutationFn: savePracticeAreas,
    onSuccess: (list) => queryClient.setQueryData(userPracticeAreasQueryKey(userId), list),
  });
}
