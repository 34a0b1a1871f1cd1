import { MailCheck } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { PASSWORD_RESET_REQUEST_FAILED } from '../lib/auth-messages';
import { FormError } from './form-error';

const ERROR_ID = 'forgot-password-error';

export interface ForgotPasswordFormProps {
  onBack: () => void;
}

/** Asks only for the e-mail and sends a reset link; the answer never says whether an account exists. */
export function ForgotPasswordForm({ onBack }: ForgotPasswordFormProps) {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    request.mutate(email.trim());
  };

  const back = (
    <button
      type="button"
      onClick={onBack}
      className="cursor-pointer text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      Back to log in
    </button>
  );

  if (request.isSuccess) {
    return (
      <div className="space-y-4" role="status">
        <MailCheck aria-hidden="true" className="size-8 text-brand-600" />
        <h2 className="text-xl font-bold text-slate-900">Check your inbox</h2>
        <p className="text-slate-700">
          If an account uses <strong>{request.variables}</strong>, we have sent it a link to reset the
          password. The link is valid for one hour.
        </p>
        {back}
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <h2 className="text-xl font-bold text-slate-900">Reset your password</h2>
      <p className="text-slate-700">
        Enter your e-mail and we will send you a link to choose a new password.
      </p>
      <TextField
        id="forgot-password-email"
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={setEmail}
        invalid={request.isError}
        errorId={ERROR_ID}
      />
      <FormError id={ERROR_ID} message={request.isError ? PASSWORD_RESET_REQUEST_FAILED : null} />
      <Button type="submit" text="Send reset link" fullWidth loading={request.isPending} />
      <div>{back}</div>
    </form>
  );
}
