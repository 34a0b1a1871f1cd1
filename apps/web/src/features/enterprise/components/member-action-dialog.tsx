import type { EnterpriseFirm, EnterpriseMember } from '@counsel/contracts';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useAddAdministrator } from '../api/add-administrator';
import { useDeleteLawyer } from '../api/delete-lawyer';
import { useRemoveAdministrator } from '../api/remove-administrator';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { memberActionErrorMessage } from '../lib/enterprise-messages';
import { actionConfirmation, actionDoneMessage, type MemberActionKind } from '../lib/member-actions';

export interface PendingMemberAction {
  kind: MemberActionKind;
  member: EnterpriseMember;
}

export interface MemberActionDialogProps {
  pending: PendingMemberAction | null;
  firm: Pick<EnterpriseFirm, 'seatsFree' | 'seatsPurchased' | 'overBy'>;
  /** The signed-in administrator's e-mail: acting on oneself says so. */
  currentUserEmail: string | null;
  onClose: () => void;
  /** After an action succeeded (the route reloads the user when it was done to themselves). */
  onDone?: (action: PendingMemberAction) => void;
}

/**
 * Asks before an action on a member, saying what happens to the seat and to the lawyer's access; confirming runs
 * it, then a toast says it is done (or why it was refused) and the list is asked again.
 */
export function MemberActionDialog({
  pending,
  firm,
  currentUserEmail,
  onClose,
  onDone,
}: MemberActionDialogProps) {
  const mutations = {
    RESEND: useResendInvitation(),
    REVOKE: useRevokeInvitation(),
    REMOVE: useDeleteLawyer(),
    MAKE_ADMIN: useAddAdministrator(),
    REMOVE_ADMIN: useRemoveAdministrator(),
  } satisfies Record<MemberActionKind, unknown>;

  if (!pending) return null;
  const { kind, member } = pending;
  const mutation = mutations[kind];
  const text = actionConfirmation(kind, member, firm, currentUserEmail);

  const confirm = async () => {
    try {
      await mutation.mutateAsync(member);
    } catch (error) {
      toast.error(memberActionErrorMessage(error));
      onClose();
      return;
    }
    toast.success(actionDoneMessage(kind, member));
    onClose();
    onDone?.(pending);
  };

  return (
    <ConfirmDialog
      open
      title={text.title}
      confirmText={text.confirmText}
      confirmVariant={text.danger ? 'danger' : 'primary'}
      busy={mutation.isPending}
      confirmDisabled={text.blocked !== null}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {text.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {text.blocked ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">{text.blocked}</p>
      ) : null}
    </ConfirmDialog>
  );
}
