import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useResetPassword } from '../api/reset-password';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE,
  PASSWORD_TOO_SHORT,
  resetPasswordErrorMessage,
} from '../lib/auth-messages';
import { FormError } from './form-error';

const ERROR_ID = 'reset-password-error';

export interface ResetPasswordFormProps {
  token: string;
  onReset: () => void;
}

/** The new password, twice; the token comes from the e-mail link. */
export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const error = formError ?? (reset.error ? resetPasswordErrorMessage(reset.error) : null);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH) {
      setFormError(PASSWORD_TOO_SHORT);
      return;
    }
    if (password !== confirmation) {
      setFormError('The two passwords are not the same.');
      return;
    }
    setFormError(null);
    reset.mutate({ token, newPassword: password }, { onSuccess: onReset });
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <TextField
        id="reset-password-new"
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={setPassword}
        hint={PASSWORD_RULE}
        invalid={error !== null}
        errorId={ERROR_ID}
      />
      <TextField
        id="reset-password-confirm"
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={setConfirmation}
        invalid={error !== null}
        errorId={ERROR_ID}
      />
      <FormError id={ERROR_ID} message={error} />
      <Button type="submit" text="Set new password" fullWidth loading={reset.isPending} />
    </form>
  );
}
