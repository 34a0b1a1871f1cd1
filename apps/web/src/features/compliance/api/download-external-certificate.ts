import type { ExternalCredit } from '@counsel/contracts';
import { apiGetBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/**
 * GET /api/external-credits/{id}/certificate: the file needs the bearer token, so it is fetched through the API
 * client and saved under the name it was uploaded with. Refusals reject as ApiErrors.
 */
export async function downloadExternalCertificate(
  certificate: NonNullable<ExternalCredit['certificate']>,
): Promise<void> {
  const blob = await apiGetBlob(certificate.downloadPath, certificate.contentType);
  saveBlob(blob, certificate.fileName);
}
