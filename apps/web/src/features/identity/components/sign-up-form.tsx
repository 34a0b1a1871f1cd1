import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { useUserStore } from '../../../stores/user-store';
import { useSignUp } from '../api/sign-up';
import { useAuth } from '../hooks/use-auth';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE,
  PASSWORD_TOO_SHORT,
  signUpErrorMessage,
} from '../lib/auth-messages';
import { takePostSignInPath } from '../lib/post-sign-in-path';
import { FormError } from './form-error';
import { GoogleSignInButton } from './google-sign-in-button';

const ERROR_ID = 'sign-up-error';
const TERMS_LABEL =
  'I accept the terms of use of Counsel CLE and its <a href="/cookie-policy">cookie policy</a>.';

export interface SignUpFormProps {
  /**
   * Called once the account exists, with its e-mail and whether it is verified already (signed up with a firm's
   * invitation to that address: no verification e-mail, straight to log in) or the verification e-mail is on its way.
   */
  onSignedUp: (email: string, emailVerified: boolean) => void;
  /** A firm's invitation fixes the e-mail to the invited address (shown, not editable). */
  fixedEmail?: string;
  /** The name the firm invited the lawyer under, to start from. */
  defaultName?: string;
}

/**
 * Full name, e-mail, password (8-character rule shown) and the terms; the API's refusals become messages. Below
 * it, "Continue with Google" when the server offers it: signed in at once, then on as after a sign-in.
 */
export function SignUpForm({ onSignedUp, fixedEmail, defaultName = '' }: SignUpFormProps) {
  const signUp = useSignUp();
  const [name, setName] = useState(defaultName);
  const [typedEmail, setEmail] = useState('');
  const email = fixedEmail ?? typedEmail;
  const [password, setPassword] = useState('');
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const error = formError ?? (signUp.error ? signUpErrorMessage(signUp.error) : null);
  const { reloadUser } = useAuth();
  const navigate = useNavigate();
  const invitationToken = useUserStore((state) => state.invitationToken);

  const onGoogleSignedIn = async () => {
    await reloadUser();
    await navigate(takePostSignInPath(), { replace: true });
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim() === '') {
      setFormError('Enter your full name.');
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH) {
      setFormError(PASSWORD_TOO_SHORT);
      return;
    }
    if (!acceptedTerms) {
      setFormError('Accept the terms to create your account.');
      return;
    }
    setFormError(null);
    const address = email.trim();
    signUp.mutate(
      {
        name: name.trim(),
        email: address,
        password,
        invitationToken: useUserStore.getState().invitationToken,
      },
      { onSuccess: (user) => onSignedUp(address, user.emailVerified) },
    );
  };

  return (
    <>
      <form onSubmit={submit} className="space-y-4">
        <TextField
          id="sign-up-name"
          label="Full name"
          autoComplete="name"
          required
          value={name}
          onChange={setName}
          hint="As it should appear on your certificates."
        />
        <TextField
          id="sign-up-email"
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
          readOnly={fixedEmail !== undefined}
          hint={fixedEmail !== undefined ? 'The address your firm invited.' : undefined}
        />
        <TextField
          id="sign-up-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={setPassword}
          hint={PASSWORD_RULE}
          invalid={formError === PASSWORD_TOO_SHORT}
          errorId={ERROR_ID}
        />
        <Checkbox
          id="sign-up-terms"
          checked={acceptedTerms}
          onChange={setAcceptedTerms}
          label={TERMS_LABEL}
        />
        <FormError id={ERROR_ID} message={error} />
        <Button type="submit" text="Create account" fullWidth loading={signUp.isPending} />
      </form>
      <GoogleSignInButton
        errorId="sign-up-google-error"
        invitationToken={invitationToken}
        onSignedIn={onGoogleSignedIn}
      />
    </>
  );
}
