import type { ExternalCredit } from '@counsel/contracts';
import { isRecord } from '@counsel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  authHeaders,
  buildQueryString,
  HTTP_ERROR_CODE,
  INVALID_RESPONSE_CODE,
  NETWORK_ERROR_CODE,
  NETWORK_FAILURE_MESSAGE,
} from '../../../lib/api-client';
import { complianceQueryKey } from './compliance-query-keys';

/** The `{ error: { code, message } }` body of a refusal as an ApiError, like the API client reads it. */
async function refusal(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's 413 page): the status alone has to do.
  }
  const error = isRecord(body) ? body.error : undefined;
  if (isRecord(error) && typeof error.code === 'string' && typeof error.message === 'string') {
    return new ApiError(response.status, error.code, error.message, error.details);
  }
  return new ApiError(response.status, HTTP_ERROR_CODE, `The request failed with status ${response.status}.`);
}

/**
 * PUT /api/external-credits/{id}/certificate?fileName=<name>: the file itself is the body, sent with its type
 * (application/pdf, image/png or image/jpeg) and the bearer token — the API client sends JSON only, so this call
 * has its own fetch, with the client's token, its one retry after a 401 and its errors. Refusals reject as
 * ApiErrors: 400 CERTIFICATE_FILE_INVALID (the name or the content is not of that type), 413 PAYLOAD_TOO_LARGE
 * (over 10 MB), 415 UNSUPPORTED_MEDIA_TYPE, 404 EXTERNAL_CREDIT_NOT_FOUND. Resolves with the credit and its
 * certificate.
 */
export async function uploadExternalCertificate(
  id: string,
  file: File,
  contentType: string,
): Promise<ExternalCredit> {
  const url = `/api/external-credits/${encodeURIComponent(id)}/certificate${buildQueryString({
    fileName: file.name,
  })}`;
  // Settled into a value at once, so a failed download of the schema is never an unhandled rejection.
  const loadedSchema = import('@counsel/contracts').then(
    (contracts) => ({ schema: contracts.ExternalCreditSchema }),
    (failure: unknown) => ({ failure }),
  );
  const send = (authorization: Record<string, string>) =>
    fetch(url, {
      method: 'PUT',
      headers: { Accept: 'application/json', 'Content-Type': contentType, ...authorization },
      body: file,
    });
  let response: Response;
  try {
    const auth = await authHeaders();
    response = await send(auth);
    if (response.status === 401 && auth.Authorization) {
      const fresh = await authHeaders({ forceRefresh: true });
      if (fresh.Authorization && fresh.Authorization !== auth.Authorization) response = await send(fresh);
    }
  } catch {
    throw new ApiError(0, NETWORK_ERROR_CODE, NETWORK_FAILURE_MESSAGE);
  }
  if (!response.ok) throw await refusal(response);
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new ApiError(response.status, INVALID_RESPONSE_CODE, 'The server sent an unreadable answer.');
  }
  const loaded = await loadedSchema;
  if ('failure' in loaded) throw loaded.failure;
  try {
    return loaded.schema.parse(data);
  } catch (cause) {
    throw new ApiError(
      response.status,
      INVALID_RESPONSE_CODE,
      'The server sent an answer of an unexpected shape.',
      cause,
    );
  }
}

export interface UploadExternalCertificateVariables {
  creditId: string;
  file: File;
  /** The file's type as the API accepts it (see `certificateContentType`). */
  contentType: string;
}

/** Uploads (or replaces) a credit's certificate, then refreshes the list and the cards. */
export function useUploadExternalCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ creditId, file, contentType }: UploadExternalCertificateVariables) =>
      uploadExternalCertificate(creditId, file, contentType),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complianceQueryKey }),
  });
}
