import type { CertificateVerification } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, INVALID_RESPONSE_CODE } from '../../../lib/api-client';
import { errorFromResponse, networkError } from '../lib/response-error';
import { certificateVerificationQueryKey } from './completion-query-keys';

/**
 * GET /api/certificates/verify/{certificateNumber} (public) — what the certificate says and whether it is valid.
 * Sent without the Authorization header even when someone is signed in: the answer is the same for everybody,
 * and the page must not wait for a token. 404 CERTIFICATE_NOT_FOUND for an unknown number, as an ApiError.
 */
export async function getCertificateVerification(
  certificateNumber: string,
  signal?: AbortSignal,
): Promise<CertificateVerification> {
  const schema = import('@counsel/contracts').then((contracts) => contracts.CertificateVerificationSchema);
  // Settled at once, so a failed download of the schema is never an unhandled rejection while the request runs.
  schema.catch(() => undefined);
  let response: Response;
  try {
    response = await fetch(`/api/certificates/verify/${encodeURIComponent(certificateNumber)}`, {
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw networkError();
  }
  if (!response.ok) throw await errorFromResponse(response);
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new ApiError(response.status, INVALID_RESPONSE_CODE, 'The server sent an unreadable answer.');
  }
  const parsed = (await schema).safeParse(data);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      INVALID_RESPONSE_CODE,
      'The server sent an answer of an unexpected shape.',
      parsed.error,
    );
  }
  return parsed.data;
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
