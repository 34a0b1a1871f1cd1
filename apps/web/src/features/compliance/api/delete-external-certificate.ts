import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client';
import { complianceQueryKey } from './compliance-query-keys';

/** DELETE /api/external-credits/{id}/certificate (204): removes the certificate; the credit stays. */
export function deleteExternalCertificate(creditId: string): Promise<void> {
  return apiDelete(`/api/external-credits/${encodeURIComponent(creditId)}/certificate`);
}

export function useDeleteExternalCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExternalCertificate,
    // Refetch on failure too: the credit or its certificate may be gone already.
    onSettled: () => queryClient.invalidateQueries({ queryKey: complianceQueryKey }),
  });
}
