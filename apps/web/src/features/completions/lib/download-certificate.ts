import type { CertificateSummary } from '@counsel/contracts';
import { apiGetBlob } from '../../../lib/api-client';

/** How long the object URL lives after the click: a browser may read it after the click handler returns. */
export const OBJECT_URL_LIFETIME_MS = 1_000;

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
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = certificateFileName(certificate.certificateNumber);
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  }
}
