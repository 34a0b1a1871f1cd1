import type { RevokedCertificate } from '@counsel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.RevokedCertificateSchema);

/** POST /api/staff/certificates/{certificateNumber}/revoke {reason} (409 CERTIFICATE_ALREADY_REVOKED). */
export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      certificateNumber,
      reason,
    }: {
      certificateNumber: string;
      reason: string;
    }): Promise<RevokedCertificate> =>
      apiPost(
        `/api/staff/certificates/${encodeURIComponent(certificateNumber)}/revoke`,
        { reason },
        loadSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
