import { useMutation } from '@tanstack/react-query';
import type { RegisteredUser, UserProfile } from '@counsel/contracts';
import { apiPost } from '../../../lib/api-client';

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  /** A firm's invitation token carried from /auth/sign-up/?token=…. */
  invitationToken?: string | null;
}

/**
 * POST /api/auth/register: creates the account and sends the verification e-mail; no session until the
 * address is verified. An address that already has an account gets the same 201 (its owner is told by e-mail), so
 * the page says "check your inbox" either way; 400 VALIDATION_FAILED (the password rule broken) arrives as ApiError.
 */
export async function signUp({ name, email, password, invitationToken }: SignUpInput): Promise<UserProfile> {
  const { user } = await apiPost<RegisteredUser>(
    '/api/auth/register',
    { fullName: name, email, password, acceptTerms: true },
    async () => (await import('@counsel/contracts')).RegisteredUserSchema,
    { query: { token: invitationToken ?? undefined } },
  );
  return user;
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
