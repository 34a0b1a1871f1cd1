import type { AddUserJurisdiction, UserJurisdiction } from '@counsel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { lawyerProfileQueryKey } from './get-user-jurisdictions';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.UserJurisdictionSchema);

/**
 * POST /api/jurisdiction — adds an admission. 409 ADMISSION_EXISTS when the lawyer already has this
 * jurisdiction, 404 JURISDICTION_NOT_FOUND for an unknown code; both arrive as an ApiError.
 */
export function addUserJurisdiction(input: AddUserJurisdiction): Promise<UserJurisdiction> {
  return apiPost('/api/jurisdiction', input, loadSchema);
}

/** Adds an admission, then refetches the list (the mutation settles once the list is fresh). */
export function useAddUserJurisdiction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUserJurisdiction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lawyerProfileQueryKey }),
  });
}
