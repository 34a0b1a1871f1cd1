import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useSignIn } from '../api/sign-in';
import { signInErrorMessage } from '../lib/auth-messages';
import { FormError } from './form-error';
import { GoogleSignInButton } from './google-sign-in-button';

const ERROR_ID = 'sign-in-error';

export interface SignInFormProps {
  /** Called once the session cookie is set. */
  onSignedIn: () => Promise<void> | void;
  onForgotPassword: () => void;
  /** The e-mail to start from (an account just created). */
  defaultEmail?: string;
}

/**
 * E-mail and password; wrong credentials and an unverified address get their own clear messages. Below it,
 * "Continue with Google" when the server offers it (then the same onSignedIn).
 */
export function SignInForm({ onSignedIn, onForgotPassword, defaultEmail = '' }: SignInFormProps) {
  const signIn = useSignIn();
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [finishing, setFinishing] = useState(false);
  const error = signIn.error ? signInErrorMessage(signIn.error) : null;

  const run = async () => {
    try {
      await signIn.mutateAsync({ email: email.trim(), password });
    } catch {
      return; // The mutation holds the error; the form shows it.
    }
    setFinishing(true);
    try {
      await onSignedIn();
    } finally {
      setFinishing(false);
    }
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run();
  };

  return (
    <>
      <form onSubmit={submit} className="space-y-4">
        <TextField
          id="sign-in-email"
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
          invalid={error !== null}
          errorId={ERROR_ID}
        />
        <TextField
          id="sign-in-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
          invalid={error !== null}
          errorId={ERROR_ID}
        />
        <div className="flex justify-end">
          <button
            type="button"
            onClick={onForgotPassword}
            className="cursor-pointer text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            Forgot password?
          </button>
        </div>
        <FormError id={ERROR_ID} message={error} />
        <Button type="submit" text="Log in" fullWidth loading={signIn.isPending || finishing} />
      </form>
      <GoogleSignInButton errorId="sign-in-google-error" onSignedIn={onSignedIn} />
    </>
  );
}
