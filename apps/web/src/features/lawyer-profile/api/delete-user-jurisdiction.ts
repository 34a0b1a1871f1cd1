import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client';
import { lawyerProfileQueryKey } from './get-user-jurisdictions';

/** DELETE /api/jurisdiction/{id} — removes an admission (204); 404 ADMISSION_NOT_FOUND. */
export function deleteUserJurisdiction(id: string): Promise<void> {
  return apiDelete(`/api/jurisdiction/${encodeURIComponent(id)}`);
}

export function useDeleteUserJurisdiction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserJurisdiction,
    // Refetch on failure too: a 404 means the list on screen is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: lawyerProfileQueryKey }),
  });
}
