import type { LiveRegistration } from '@counsel/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useCancelRegistration } from '../api/cancel-registration';
import { liveErrorMessage } from '../lib/live-errors';
import type { SessionStatusView } from '../lib/session-status';
import { SessionTime } from './session-time';

export interface CancelRegistrationButtonProps {
  registration: Pick<LiveRegistration, 'session' | 'course'>;
  view: SessionStatusView;
}

/**
 * Cancel registration, confirmed in a dialog; possible only before the start (canCancelRegistration), so once the
 * session has started the button is disabled and says why.
 */
export function CancelRegistrationButton({ registration, view }: CancelRegistrationButtonProps) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelRegistration(registration.course.id);

  if (!view.cancellable) {
    return (
      <div className="space-y-1">
        <Button variant="secondary" text="Cancel registration" disabled />
        <p className="text-sm text-slate-700">
          The session has started: a registration can be cancelled only before the start.
        </p>
      </div>
    );
  }
  return (
    <>
      <Button
        variant="secondary"
        text="Cancel registration"
        onClick={() => {
          setOpen(true);
        }}
      />
      <ConfirmDialog
        open={open}
        title="Cancel your registration?"
        confirmText="Cancel registration"
        confirmVariant="danger"
        cancelText="Keep registration"
        busy={cancel.isPending}
        onCancel={() => {
          setOpen(false);
        }}
        onConfirm={() => {
          // mutateAsync: the summary (and this button) goes away as soon as the registration is gone.
          cancel.mutateAsync(registration.session.id).then(
            () => {
              setOpen(false);
              toast.success('Your registration is cancelled.');
            },
            (error: unknown) => {
              setOpen(false);
              toast.error(liveErrorMessage(error, 'Your registration was not cancelled.'));
            },
          );
        }}
      >
        <p>
          Your seat in the session of <SessionTime startsAt={registration.session.startsAt} /> is given up.
          You stay enrolled in the course and can register again while seats are left.
        </p>
      </ConfirmDialog>
    </>
  );
}
