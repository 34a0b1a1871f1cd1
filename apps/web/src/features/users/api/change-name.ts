import type { ChangeNameRequest, UserProfile } from '@counsel/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.UserProfileSchema);

/** POST /api/user/change-name — the name printed on certificates; answers the updated profile. */
export function changeName(input: ChangeNameRequest): Promise<UserProfile> {
  return apiPost('/api/user/change-name', input, loadSchema);
}

export function useChangeName() {
  return useMutation({ mutationFn: changeName });
}
