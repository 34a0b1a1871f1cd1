import { useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import type { StaffMember } from '@counsel/contracts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { errorReason } from '../../../lib/error-reason';
import { formatDate } from '../../../lib/format-date';
import { useGrantStaff, useRemoveStaff, useStaffMembers } from '../api/staff-members';

const COLUMNS = [
  { label: 'Name' },
  { label: 'E-mail' },
  { label: 'Staff since' },
  { label: 'Granted by' },
  { label: 'Actions', srOnly: true },
] as const;

/** The staff members, the form that grants the role to an existing account, and removal (never one's own). */
export function StaffMembersSection({ currentUserId }: { currentUserId: string | null }) {
  const members = useStaffMembers();
  const grant = useGrantStaff();
  const remove = useRemoveStaff();
  const [email, setEmail] = useState('');
  const [grantError, setGrantError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGrantError(null);
    grant.mutate(email, {
      onSuccess: (member) => {
        setEmail('');
        toast.success(`${member.email} is now a staff member (from their next sign-in).`);
      },
      onError: (error) => setGrantError(errorReason(error, 'please try again.')),
    });
  };

  let rows;
  if (members.data) {
    rows = members.data.members.map((member) => (
      <tr key={member.userId}>
        <th scope="row" className="px-4 py-3 font-medium text-slate-900">
          {member.name}
        </th>
        <td className="px-4 py-3 break-all">{member.email}</td>
        <td className="px-4 py-3 whitespace-nowrap">{formatDate(member.grantedAt)}</td>
        <td className="px-4 py-3 break-all">{member.grantedByEmail ?? 'The staff:grant command'}</td>
        <td className="px-4 py-3 text-right">
          {member.userId === currentUserId ? (
            <span className="text-xs text-slate-600">You</span>
          ) : (
            <Button
              variant="danger"
              text="Remove"
              aria-label={`Remove staff access from ${member.email}`}
              onClick={() => setRemoving(member)}
            />
          )}
        </td>
      </tr>
    ));
  } else if (members.isError) {
    rows = (
      <tr>
        <td colSpan={COLUMNS.length} className="px-4 py-6 text-center" role="alert">
          The staff members could not be loaded: {errorReason(members.error, 'please try again.')}
        </td>
      </tr>
    );
  } else {
    rows = (
      <tr>
        <td colSpan={COLUMNS.length} className="px-4 py-3">
          <Skeleton className="h-6 w-full" />
        </td>
      </tr>
    );
  }

  return (
    <section aria-labelledby="staff-members-heading" className="space-y-6">
      <div>
        <h1 id="staff-members-heading" className="text-3xl font-bold text-slate-900">
          Staff members
        </h1>
        <p className="mt-2 text-slate-700">
          Staff open this console. Grant the role to an account that already exists; it takes effect the next
          time that person signs in (at most 15 minutes).
        </p>
      </div>
      <form
        onSubmit={submit}
        aria-label="Grant staff access"
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <TextField
            id="grant-staff-email"
            label="E-mail of the account"
            type="email"
            value={email}
            onChange={setEmail}
            required
            invalid={grantError !== null}
            errorId="grant-staff-error"
          />
        </div>
        <Button type="submit" text="Grant staff access" loading={grant.isPending} />
      </form>
      {grantError ? (
        <p id="grant-staff-error" role="alert" className="text-sm text-red-800">
          {grantError}
        </p>
      ) : null}
      <DataTable caption="Staff members" columns={COLUMNS}>
        {rows}
      </DataTable>
      <ConfirmDialog
        open={removing !== null}
        title="Remove staff access?"
        confirmText="Remove access"
        confirmVariant="danger"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.userId, {
            onSuccess: () => {
              toast.success(`${removing.email} is no longer a staff member.`);
              setRemoving(null);
            },
            onError: (error) => {
              toast.error(errorReason(error, 'please try again.'));
              setRemoving(null);
            },
          });
        }}
      >
        {removing?.email} will lose access to the staff console at their next sign-in. Their account stays.
      </ConfirmDialog>
    </section>
  );
}
