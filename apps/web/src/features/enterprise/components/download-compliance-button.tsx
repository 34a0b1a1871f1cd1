import { Download } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { errorReason } from '../../../lib/error-reason';
import { downloadCompliance } from '../api/download-compliance';

/** "Download compliance (CSV)": every lawyer's standing in each admission, one row each, for a spreadsheet. */
export function DownloadComplianceButton() {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCompliance();
    } catch (error) {
      toast.error(
        `The compliance report could not be downloaded: ${errorReason(error, 'please try again.')}`,
      );
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      variant="secondary"
      text="Download compliance (CSV)"
      icon={<Download className="size-4" />}
      loading={downloading}
      onClick={() => void download()}
    />
  );
}
