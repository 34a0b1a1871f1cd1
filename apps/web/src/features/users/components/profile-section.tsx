import type { ChangeNameRequest } from '@counsel/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { FormAlert, FormInput } from '../../../components/ui/form-field';
import { formLevelError, lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useChangeName } from '../api/change-name';
import { changeNameErrorMessage } from '../lib/settings-messages';
import { SettingsSection } from './settings-section';

const resolver = lazyZodResolver(() =>
  import('../lib/settings-form-schemas').then((module) => module.ChangeNameFormSchema),
);

export interface ProfileSectionProps {
  /** The signed-in user's current name and e-mail. */
  name: string;
  email: string;
  /** After the name is saved: refresh the signed-in user, so the account menu shows it at once. */
  onNameChanged: () => Promise<unknown>;
}

/** The full name (printed on certificates), sent trimmed to POST /api/user/change-name. */
export function ProfileSection({ name, email, onNameChanged }: ProfileSectionProps) {
  const changeName = useChangeName();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangeNameRequest>({ resolver, defaultValues: { fullName: name } });

  const save = async (values: ChangeNameRequest) => {
    let saved;
    try {
      saved = await changeName.mutateAsync(values);
    } catch {
      return; // The mutation holds the error; the form shows it.
    }
    reset({ fullName: saved.name });
    await onNameChanged();
    toast.success('Your name is saved.');
  };

  return (
    <SettingsSection id="profile" title="Profile" description="The name we print on your certificates.">
      <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} className="max-w-md space-y-4">
        <FormInput
          id="settings-full-name"
          label="Full name"
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <div>
          <span className="mb-1 block text-sm font-medium text-slate-800">E-mail</span>
          <p className="text-slate-900">{email}</p>
        </div>
        <FormAlert
          id="settings-full-name-alert"
          message={changeName.error ? changeNameErrorMessage(changeName.error) : formLevelError(errors)}
        />
        <Button type="submit" text="Save name" loading={isSubmitting} />
      </form>
    </SettingsSection>
  );
}
