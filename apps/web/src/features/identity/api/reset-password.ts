import { useMutation } from '@tanstack/react-query';
import { identityRequest } from './identity-client';

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
}

/** POST /api/identity/reset-password — the token comes from the e-mail link (/auth/reset-password?token=...). */
export async function resetPassword({ token, newPassword }: ResetPasswordInput): Promise<void> {
  await identityRequest('/reset-password', { method: 'POST', body: { newPassword, token } });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
