import type { CertificateSummary } from '@counsel/contracts';
import { Download, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { errorReason } from '../../../lib/error-reason';
import { downloadCertificate } from '../lib/download-certificate';
import { formatDate } from '../../../lib/format-date';

export interface CertificateActionsProps {
  certificate: CertificateSummary;
  /** The download button's words ("Download certificate (PDF)", "Download (PDF)"). */
  downloadText: string;
  /** The verification link's words. */
  verifyText: string;
  /** Names the course in the accessible names, when several certificates share a page. */
  courseTitle?: string;
}

/** Download the PDF (fetched with the lawyer's token) and open the public verification page. */
export function CertificateActions({
  certificate,
  downloadText,
  verifyText,
  courseTitle,
}: CertificateActionsProps) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCertificate(certificate);
    } catch (error) {
      toast.error(errorReason(error, 'We could not download the certificate. Please try again.'));
    } finally {
      setDownloading(false);
    }
  };
  const about = courseTitle ? `: ${courseTitle}` : '';
  return (
    <div className="flex flex-wrap items-center gap-3">
      {certificate.revokedAt ? (
        <p className="w-full text-sm font-semibold text-red-800">
          Revoked on {formatDate(certificate.revokedAt)}
          {certificate.revokedReason ? `: ${certificate.revokedReason}` : ''}. It no longer counts toward your
          requirements.
        </p>
      ) : null}
      <Button
        text={downloadText}
        icon={<Download className="size-4" />}
        loading={downloading}
        aria-label={courseTitle ? `${downloadText}${about}` : undefined}
        onClick={() => void download()}
      />
      <Button
        variant="secondary"
        text={verifyText}
        icon={<ShieldCheck className="size-4" />}
        href={certificate.verifyPath}
        aria-label={courseTitle ? `${verifyText}${about}` : undefined}
      />
    </div>
  );
}
