import type { UpdateUserJurisdiction, UserJurisdiction } from '@counsel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';
import { lawyerProfileQueryKey } from './get-user-jurisdictions';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.UserJurisdictionSchema);

export interface UpdateUserJurisdictionInput {
  /** The admission's id (UserJurisdiction.id). */
  id: string;
  changes: UpdateUserJurisdiction;
}

/** PUT /api/jurisdiction/{id} — changes bar number, dates or compliance group; 404 ADMISSION_NOT_FOUND. */
export function updateUserJurisdiction({
  id,
  changes,
}: UpdateUserJurisdictionInput): Promise<UserJurisdiction> {
  return apiPut(`/api/jurisdiction/${encodeURIComponent(id)}`, changes, loadSchema);
}

export function useUpdateUserJurisdiction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserJurisdiction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lawyerProfileQueryKey }),
  });
}
