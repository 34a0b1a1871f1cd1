import type { CertificateVerification } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { certificateVerificationQueryKey } from './completion-query-keys';

/**
 * GET /api/certificates/verify/{certificateNumber} (public) — what the certificate says and whether it is valid.
 * Sent without the Authorization header even when someone is signed in: the answer is the same for everybody,
 * and the page must not wait for a token. 404 CERTIFICATE_NOT_FOUND for an unknown number, as an ApiError.
 */
export function getCertificateVerification(
  certificateNumber: string,
  signal?: AbortSignal,
): Promise<CertificateVerification> {
  return apiGet(
    `/api/certificates/verify/${encodeURIComponent(certificateNumber)}`,
    () => import('@counsel/contracts').then((contracts) => contracts.CertificateVerificationSchema),
    { signal, anonymous: true },
  );
}

export function getCertificateVerificationQueryOptions(certificateNumber: string) {
  return queryOptions({
    queryKey: certificateVerificationQueryKey(certificateNumber),
    queryFn: ({ signal }) => getCertificateVerification(certificateNumber, signal),
  });
}

export function useCertificateVerification(certificateNumber: string) {
  return useQuery(getCertificateVerificationQueryOptions(certificateNumber));
}
