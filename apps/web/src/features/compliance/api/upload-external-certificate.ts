import type { ExternalCredit } from '@counsel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPutFile } from '../../../lib/api-client';
import { complianceQueryKey } from './compliance-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.ExternalCreditSchema);

/**
 * PUT /api/external-credits/{id}/certificate?fileName=<name>: the file itself is the body, sent with its type
 * (application/pdf, image/png or image/jpeg). Refusals reject as ApiErrors: 400 CERTIFICATE_FILE_INVALID (the name
 * or the content is not of that type), 413 PAYLOAD_TOO_LARGE (over 10 MB), 415 UNSUPPORTED_MEDIA_TYPE, 404
 * EXTERNAL_CREDIT_NOT_FOUND. Resolves with the credit and its certificate.
 */
export function uploadExternalCertificate(
  id: string,
  file: File,
  contentType: string,
): Promise<ExternalCredit> {
  return apiPutFile(
    `/api/external-credits/${encodeURIComponent(id)}/certificate`,
    file,
    contentType,
    loadSchema,
    {
      query: { fileName: file.name },
    },
  );
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
