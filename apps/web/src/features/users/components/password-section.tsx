import { PASSWORD_MIN_LENGTH } from '@counsel/domain';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormAlert, FormInput } from '../../../components/ui/form-field';
import { formLevelError, lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import type { ChangePasswordFormValues } from '../lib/settings-form-schemas';
import { changePasswordProblem } from '../lib/settings-messages';
import { SettingsSection } from './settings-section';

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
}

export interface PasswordSectionProps {
  /** The user's e-mail: a new password may not contain it (password policy). */
  email: string;
  /** Asks the identity provider to change the password; rejects with an ApiError (e.g. INVALID_PASSWORD). */
  changePassword: (request: ChangePasswordRequest) => Promise<void>;
}

const EMPTY: ChangePasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  repeatPassword: '',
  revokeOtherSessions: true,
};

/** Current password, new password and its repetition; a wrong current password is said at that field. */
export function PasswordSection({ email, changePassword }: PasswordSectionProps) {
  const resolver = useMemo(
    () =>
      lazyZodResolver(() =>
        import('../lib/settings-form-schemas').then((module) => module.createChangePasswordFormSchema(email)),
      ),
    [email],
  );
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormValues>({ resolver, defaultValues: EMPTY });

  const save = async ({ currentPassword, newPassword, revokeOtherSessions }: ChangePasswordFormValues) => {
    setFormError(null);
    try {
      await changePassword({ currentPassword, newPassword, revokeOtherSessions });
    } catch (error) {
      const problem = changePasswordProblem(error);
      if (problem.field) {
        setError(problem.field, { type: 'server', message: problem.message });
        setFocus(problem.field);
      } else {
        setFormError(problem.message);
      }
      return;
    }
    reset(EMPTY);
    toast.success('Your password is changed.');
  };

  return (
    <SettingsSection id="password" title="Password">
      <form noValidate onSubmit={(event) => void handleSubmit(save)(event)} className="max-w-md space-y-4">
        {/* Lets password managers tie the new password to the account. */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormInput
          id="settings-current-password"
          type="password"
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <FormInput
          id="settings-new-password"
          type="password"
          label="New password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password.`}
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <FormInput
          id="settings-repeat-password"
          type="password"
          label="Repeat the new password"
          autoComplete="new-password"
          error={errors.repeatPassword?.message}
          {...register('repeatPassword')}
        />
        <Controller
          control={control}
          name="revokeOtherSessions"
          render={({ field }) => (
            <Checkbox
              id="settings-revoke-other-sessions"
              label="Sign me out on my other devices"
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <FormAlert id="settings-password-alert" message={formError ?? formLevelError(errors)} />
        <Button type="submit" text="Change password" loading={isSubmitting} />
      </form>
    </SettingsSection>
  );
}
