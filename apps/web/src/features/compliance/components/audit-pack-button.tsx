import type { AdmissionCompliance } from '@counsel/contracts';
import { AlertCircle, Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorReason } from '../../../lib/error-reason';
import { downloadAuditPack } from '../api/download-audit-pack';
import { formatPeriod } from '../lib/compliance-text';

export interface AuditPackButtonProps {
  compliance: Pick<AdmissionCompliance, 'admissionId' | 'jurisdictionCode' | 'jurisdictionName' | 'period'>;
}

/**
 * "Download audit pack (ZIP)" for the period shown on a tracked card: the summary PDF and every certificate the
 * period counts, fetched with the lawyer's token (`?period=` the period's first day). Busy while it downloads; why
 * not, under the button, when it fails.
 */
export function AuditPackButton({ compliance }: AuditPackButtonProps) {
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { period } = compliance;
  if (!period) return null;

  const download = async () => {
    setDownloading(true);
    setFailure(null);
    try {
      await downloadAuditPack({
        admissionId: compliance.admissionId,
        jurisdictionCode: compliance.jurisdictionCode,
        period,
      });
    } catch (error) {
      setFailure(errorReason(error, 'Please try again.'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="flex max-w-xs flex-col items-end gap-2">
      <Button
        variant="secondary"
        text="Download audit pack (ZIP)"
        icon={<Download className="size-4" />}
        loading={downloading}
        aria-label={`Download audit pack (ZIP): ${compliance.jurisdictionName}, ${formatPeriod(period)}`}
        onClick={() => void download()}
      />
      {/* Inserted with its words: an alert is announced as it appears. */}
      {failure ? (
        <p role="alert" className="flex items-start gap-1 text-sm font-medium text-red-800">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>The audit pack could not be downloaded. {failure}</span>
        </p>
      ) : null}
    </div>
  );
}
