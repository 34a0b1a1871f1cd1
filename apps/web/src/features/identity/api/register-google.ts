import type { GoogleSignInResponse } from '@counsel/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export interface RegisterGoogleInput {
  /** The Google ID token Google Identity Services hands to the page (its `credential`). */
  credential: string;
  /** A firm's invitation token carried from /auth/sign-up/?token=…. */
  invitationToken?: string | null;
}

/**
 * POST /api/auth/register-google: creates the account or links Google to the account of that e-mail, and sets
 * the session cookie (as an e-mail sign-in does). 401 GOOGLE_TOKEN_INVALID, 404 GOOGLE_SIGN_IN_DISABLED and
 * 429 RATE_LIMITED arrive as ApiError.
 */
export function registerGoogle({
  credential,
  invitationToken,
}: RegisterGoogleInput): Promise<GoogleSignInResponse> {
  return apiPost<GoogleSignInResponse>(
    '/api/auth/register-google',
    { token: credential },
    async () => (await import('@counsel/contracts')).GoogleSignInResponseSchema,
    { query: { token: invitationToken ?? undefined } },
  );
}

export function useRegisterGoogle() {
  return useMutation({ mutationFn: registerGoogle });
}
