import { Download } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { errorReason } from '../../../lib/error-reason';
import { downloadCompletions } from '../api/download-completions';

/** "Download completions (CSV)": every certificate of the firm's lawyers, one row each, for the firm's records. */
export function DownloadCompletionsButton() {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCompletions();
    } catch (error) {
      toast.error(`The completions could not be downloaded: ${errorReason(error, 'please try again.')}`);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      variant="secondary"
      text="Download completions (CSV)"
      icon={<Download className="size-4" />}
      loading={downloading}
      onClick={() => void download()}
    />
  );
}
