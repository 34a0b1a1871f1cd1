import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorReason } from '../../../lib/error-reason';
import { useRevokeCertificate } from '../api/revoke-certificate';

const REASON_MIN = 3;
const REASON_MAX = 500;

/** Confirms a revocation with its reason (3–500 characters): it cannot be undone. */
export function RevokeCertificateDialog({
  certificateNumber,
  onClose,
}: {
  certificateNumber: string | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const revoke = useRevokeCertificate();
  const id = useId();
  const trimmed = reason.trim();
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  return (
    <ConfirmDialog
      open={certificateNumber !== null}
      title={`Revoke certificate ${certificateNumber ?? ''}?`}
      confirmText="Revoke certificate"
      confirmVariant="danger"
      busy={revoke.isPending}
      confirmDisabled={trimmed.length < REASON_MIN}
      onCancel={close}
      onConfirm={() => {
        if (!certificateNumber) return;
        revoke.mutate(
          { certificateNumber, reason: trimmed },
          {
            onSuccess: () => {
              toast.success(`Certificate ${certificateNumber} is revoked.`);
              close();
            },
            onError: (failure) => setError(errorReason(failure, 'please try again.')),
          },
        );
      }}
    >
      <p>
        It stops counting toward the lawyer&apos;s requirements, and its public verification page will say it
        was revoked, with today&apos;s date. This cannot be undone.
      </p>
      <label htmlFor={id} className="mt-3 block text-sm font-medium text-slate-800">
        Reason (kept for staff and the lawyer)
      </label>
      <input
        id={id}
        value={reason}
        maxLength={REASON_MAX}
        onChange={(event) => setReason(event.target.value)}
        className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {REASON_MIN}–{REASON_MAX} characters.
      </p>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
