import type { Invitee } from '@counsel/contracts';
import { INVITATION_VALID_DAYS } from '@counsel/contracts/constants';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { FormAlert, FormInput } from '../../../components/ui/form-field';
import { formLevelError, lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useCreateLawyers } from '../api/create-lawyer';
import { inviteErrorMessage } from '../lib/enterprise-messages';

const resolver = lazyZodResolver(() =>
  import('../lib/enterprise-form-schemas').then((module) => module.InviteFormSchema),
);

export interface InviteLawyerFormProps {
  /** Why nobody can be invited now (no free seat, over the seats bought), or null. */
  blocked: string | null;
}

/** One lawyer: full name and e-mail, checked with the contract's rules, then POST /api/enterprise/create-lawyer. */
export function InviteLawyerForm({ blocked }: InviteLawyerFormProps) {
  const create = useCreateLawyers();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Invitee>({ resolver, defaultValues: { fullName: '', email: '' } });

  const invite = async (invitee: Invitee) => {
    try {
      await create.mutateAsync([invitee]);
    } catch {
      return; // The mutation holds the error; the form shows it.
    }
    reset();
    create.reset();
    toast.success(`Invitation sent to ${invitee.email}.`);
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(invite)(event)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput
          id="invite-full-name"
          label="Full name"
          autoComplete="off"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <FormInput
          id="invite-email"
          label="E-mail"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <p className="text-sm text-slate-700">
        They get an e-mail with a link that works for {INVITATION_VALID_DAYS} days. The invitation holds a
        seat until they join, or until you revoke it.
      </p>
      {blocked ? <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-950">{blocked}</p> : null}
      <FormAlert
        id="invite-alert"
        message={create.error ? inviteErrorMessage(create.error) : formLevelError(errors)}
      />
      <Button type="submit" text="Send invitation" loading={isSubmitting} disabled={blocked !== null} />
    </form>
  );
}
