import { useMutation } from '@tanstack/react-query';
import { identityRequest } from './identity-client';

/** Where the reset link of the e-mail lands (with `?token=`). */
export const RESET_PASSWORD_REDIRECT = '/auth/reset-password';

/** POST /api/identity/request-password-reset — answers 200 whether or not an account uses the address. */
export async function requestPasswordReset(email: string): Promise<void> {
  await identityRequest('/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: RESET_PASSWORD_REDIRECT },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
