import { useMutation } from '@tanstack/react-query';
import { identityRequest, VERIFY_EMAIL_CALLBACK_URL } from './identity-client';

export interface SignInInput {
  email: string;
  password: string;
}

/**
 * POST /api/identity/sign-in/email — sets the session cookie. 401 INVALID_EMAIL_OR_PASSWORD and
 * 403 EMAIL_NOT_VERIFIED (better-auth then sends a new verification link, which lands on the verify page)
 * arrive as an ApiError.
 */
export async function signIn({ email, password }: SignInInput): Promise<void> {
  await identityRequest('/sign-in/email', {
    method: 'POST',
    body: { email, password, callbackURL: VERIFY_EMAIL_CALLBACK_URL },
  });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
