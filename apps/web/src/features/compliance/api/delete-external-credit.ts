import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client';
import { complianceQueryKey } from './compliance-query-keys';

/** DELETE /api/external-credits/{id} (204): removes an external credit and its certificate; 404 when gone. */
export function deleteExternalCredit(id: string): Promise<void> {
  return apiDelete(`/api/external-credits/${encodeURIComponent(id)}`);
}

export function useDeleteExternalCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExternalCredit,
    // Refetch on failure too: a 404 means the list on screen is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: complianceQueryKey }),
  });
}
