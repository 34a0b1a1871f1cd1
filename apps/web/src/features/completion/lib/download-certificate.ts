import type { CertificateSummary } from '@counsel/contracts';
import { fetchWithAuth } from '../../../lib/api-client';
import { errorFromResponse, networkError } from './response-error';

/** How long the object URL lives after the click: a browser may read it after the click handler returns. */
export const OBJECT_URL_LIFETIME_MS = 1_000;

/** The name the PDF is saved under. */
export function certificateFileName(certificateNumber: string): string {
  return `certificate-${certificateNumber}.pdf`;
}

/**
 * Downloads the lawyer's certificate: the PDF needs the bearer token, so a plain link cannot fetch it. Fetches it
 * with the token (lib/api-client's fetchWithAuth, which also retries once after a 401), saves it as `certificate-<number>.pdf` through an object URL and
 * revokes the URL afterwards. Refusals (404 CERTIFICATE_NOT_FOUND, 401) and network failures reject as ApiErrors.
 */
export async function downloadCertificate(
  certificate: Pick<CertificateSummary, 'certificateNumber' | 'downloadPath'>,
): Promise<void> {
  let response: Response;
  try {
    response = await fetchWithAuth(certificate.downloadPath, { headers: { Accept: 'application/pdf' } });
  } catch {
    throw networkError();
  }
  if (!response.ok) throw await errorFromResponse(response);
  const blob = await response.blob();
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
