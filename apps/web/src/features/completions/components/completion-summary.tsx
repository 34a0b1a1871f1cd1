import type { Completion } from '@counsel/contracts';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date';
import { CertificateActions } from './certificate-actions';
import { EarnedCreditList } from './earned-credit-list';

export interface CompletionSummaryProps {
  completion: Completion;
  /** The certificate did not arrive within the minute the panel waits. */
  timedOut: boolean;
  onCheckAgain: () => void;
  checking: boolean;
}

/** A claimed course: when, the credit earned, and the certificate (being prepared, late, or ready to download). */
export function CompletionSummary({ completion, timedOut, onCheckAgain, checking }: CompletionSummaryProps) {
  const { certificate } = completion;
  return (
    <section
      aria-labelledby="completion-summary-heading"
      className="rounded-lg border border-green-200 bg-green-50 p-4"
    >
      <h3
        id="completion-summary-heading"
        className="flex items-center gap-2 text-base font-semibold text-slate-900"
      >
        <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-green-700" />
        Completed on {formatDate(completion.completedAt)}
      </h3>
      <div className="mt-3">
        <EarnedCreditList credits={completion.credits} label="Credit earned" />
      </div>
      <div className="mt-4" aria-live="polite">
        {certificate ? (
          <div className="space-y-2">
            <p className="text-sm text-slate-700">
              Certificate number{' '}
              <span className="font-mono font-medium text-slate-900">{certificate.certificateNumber}</span>
            </p>
            <CertificateActions
              certificate={certificate}
              downloadText="Download certificate (PDF)"
              verifyText="View on the verification page"
            />
          </div>
        ) : timedOut ? (
          <div className="space-y-2 text-sm text-slate-800">
            <p>
              Your certificate is taking longer than usual. It will appear on your{' '}
              <Link to={paths.certificates} className="font-medium text-brand-700 underline">
                Certificates
              </Link>{' '}
              page, and we will e-mail it to you.
            </p>
            <Button variant="secondary" text="Check again" loading={checking} onClick={onCheckAgain} />
          </div>
        ) : (
          <p className="flex items-center gap-2 text-sm text-slate-800">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            Preparing your certificate…
          </p>
        )}
      </div>
    </section>
  );
}
