import type { ExternalCredit } from '@counsel/contracts';
import { CREDIT_TYPE_LABELS } from '@counsel/domain';
import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-field';
import { errorReason } from '../../../lib/error-reason';
import { useDeleteExternalCertificate } from '../api/delete-external-certificate';
import { useDeleteExternalCredit } from '../api/delete-external-credit';
import { downloadExternalCertificate } from '../api/download-external-certificate';
import { useFocusAfterRender } from '../hooks/use-focus-after-render';
import { COMPLIANCE_CATEGORY_LABELS, COMPLIANCE_FORMAT_LABELS } from '../lib/compliance-labels';
import { formatCalendarDate, hoursPhrase } from '../lib/compliance-text';
import { isAlreadyGone, removeErrorMessage } from '../lib/external-credit-messages';
import { notify } from '../lib/notify';

const TEXT_BUTTON =
  'cursor-pointer rounded px-1 text-sm font-semibold underline underline-offset-2 disabled:cursor-not-allowed';

export interface ExternalCreditItemProps {
  credit: ExternalCredit;
  /** A jurisdiction's name by its code. */
  jurisdictionName: (code: string) => string;
  /** Id of the item's Edit button, so the section can return focus to it. */
  editButtonId: string;
  onEdit: () => void;
  /** Called once the credit is removed. */
  onRemoved: () => void;
}

type Confirming = 'credit' | 'certificate' | null;

/**
 * One credit from another provider: when, what, who gave it, the format, the hours by jurisdiction and category,
 * and the certificate (downloaded with the lawyer's token) or "No certificate". Edit; Remove and Remove certificate
 * behind a confirmation.
 */
export function ExternalCreditItem({
  credit,
  jurisdictionName,
  editButtonId,
  onEdit,
  onRemoved,
}: ExternalCreditItemProps) {
  const removeCredit = useDeleteExternalCredit();
  const removeCertificate = useDeleteExternalCertificate();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [downloading, setDownloading] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const questionId = `${editButtonId}-remove-question`;
  const removeButtonIds = {
    credit: `${editButtonId}-remove`,
    certificate: `${editButtonId}-remove-certificate`,
  };
  const { certificate } = credit;
  const removal = confirming === 'certificate' ? removeCertificate : removeCredit;

  useEffect(() => {
    if (confirming) questionRef.current?.focus();
  }, [confirming]);

  const download = async () => {
    if (!certificate) return;
    setDownloading(true);
    try {
      await downloadExternalCertificate(certificate);
    } catch (error) {
      notify('error', errorReason(error, 'We could not download the certificate. Please try again.'));
    } finally {
      setDownloading(false);
    }
  };

  const confirmRemove = async () => {
    try {
      if (confirming === 'certificate') await removeCertificate.mutateAsync(credit.id);
      else await removeCredit.mutateAsync(credit.id);
    } catch (error) {
      // Already gone (another window): the refetched list no longer shows it, which is what was asked.
      if (!isAlreadyGone(error)) return;
    }
    if (confirming === 'certificate') {
      notify('success', `Certificate removed from “${credit.title}”.`);
      setConfirming(null);
      // The question (and the focus with it) is gone: back to the credit's first action.
      focusAfterRender(() => document.getElementById(editButtonId));
    } else {
      notify('success', `“${credit.title}” removed.`);
      onRemoved();
    }
  };

  const cancel = () => {
    removal.reset();
    if (confirming) {
      const opener = removeButtonIds[confirming];
      focusAfterRender(() => document.getElementById(opener));
    }
    setConfirming(null);
  };

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{credit.title}</h3>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-700">
            <dt className="text-slate-600">Completed</dt>
            <dd>{formatCalendarDate(credit.completedOn)}</dd>
            <dt className="text-slate-600">Provider</dt>
            <dd>{credit.provider}</dd>
            <dt className="text-slate-600">Format</dt>
            <dd>{COMPLIANCE_FORMAT_LABELS[credit.format]}</dd>
            <dt className="text-slate-600">Hours</dt>
            <dd>
              <ul>
                {credit.lines.map((line, index) => (
                  <li key={`${line.jurisdictionCode}-${line.creditType}-${line.category}-${index}`}>
                    {hoursPhrase(line.hours)} · {jurisdictionName(line.jurisdictionCode)} ·{' '}
                    {CREDIT_TYPE_LABELS[line.creditType]} · {COMPLIANCE_CATEGORY_LABELS[line.category]}
                  </li>
                ))}
              </ul>
            </dd>
            <dt className="text-slate-600">Certificate</dt>
            <dd>
              {certificate ? (
                <button
                  type="button"
                  onClick={() => void download()}
                  disabled={downloading}
                  aria-busy={downloading || undefined}
                  aria-label={`Download certificate (${certificate.fileName}): ${credit.title}`}
                  className={`${TEXT_BUTTON} inline-flex items-center gap-1 text-brand-700 hover:text-brand-900`}
                >
                  <Download aria-hidden="true" className="size-4 shrink-0" />
                  Download certificate ({certificate.fileName})
                </button>
              ) : (
                'No certificate'
              )}
            </dd>
          </dl>
        </div>
        {confirming ? null : (
          <div className="flex flex-wrap gap-2">
            <button
              id={editButtonId}
              type="button"
              onClick={onEdit}
              aria-label={`Edit ${credit.title}`}
              className={`${TEXT_BUTTON} text-brand-700 hover:text-brand-900`}
            >
              Edit
            </button>
            {certificate ? (
              <button
                id={removeButtonIds.certificate}
                type="button"
                onClick={() => setConfirming('certificate')}
                aria-label={`Remove certificate: ${credit.title}`}
                className={`${TEXT_BUTTON} text-red-700 hover:text-red-900`}
              >
                Remove certificate
              </button>
            ) : null}
            <button
              id={removeButtonIds.credit}
              type="button"
              onClick={() => setConfirming('credit')}
              aria-label={`Remove ${credit.title}`}
              className={`${TEXT_BUTTON} text-red-700 hover:text-red-900`}
            >
              Remove
            </button>
          </div>
        )}
      </div>
      {confirming ? (
        <div role="group" aria-labelledby={questionId} className="mt-4 rounded-lg bg-red-50 p-4">
          <p id={questionId} ref={questionRef} tabIndex={-1} className="font-medium text-red-900">
            {confirming === 'certificate'
              ? `Remove the certificate of “${credit.title}”?`
              : `Remove “${credit.title}”?`}
          </p>
          <p className="mt-1 text-sm text-red-900">
            {confirming === 'certificate'
              ? 'The file will be deleted; the credit stays and still counts toward your tracker.'
              : 'Its hours will no longer count toward your tracker, and its certificate will be deleted.'}
          </p>
          <div className="mt-3">
            <FormAlert
              id={`${questionId}-error`}
              message={removal.error ? removeErrorMessage(removal.error, confirming) : null}
            />
          </div>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button
              variant="danger"
              text="Yes, remove"
              loading={removal.isPending}
              onClick={() => void confirmRemove()}
            />
            <Button variant="secondary" text="Cancel" onClick={cancel} disabled={removal.isPending} />
          </div>
        </div>
      ) : null}
    </li>
  );
}
