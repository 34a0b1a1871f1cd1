import type { CertificateSummary } from '@counsel/contracts';
import { apiGetBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/** The name the PDF is saved under. */
export function certificateFileName(certificateNumber: string): string {
  return `certificate-${certificateNumber}.pdf`;
}

/**
 * Downloads the lawyer's certificate: the PDF needs the bearer token, so a plain link cannot fetch it. Fetches it
 * through the API client (with the token, retried once after a 401), saves it as `certificate-<number>.pdf`
 * through an object URL and revokes the URL afterwards. Refusals (404 CERTIFICATE_NOT_FOUND, 401) and network
 * failures reject as ApiErrors.
 */
export async function downloadCertificate(
  certificate: Pick<CertificateSummary, 'certificateNumber' | 'downloadPath'>,
): Promise<void> {
  const blob = await apiGetBlob(certificate.downloadPath, 'application/pdf');
  saveBlob(blob, certificateFileName(certificate.certificateNumber));
}
