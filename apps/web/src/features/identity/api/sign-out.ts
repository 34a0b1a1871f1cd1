import { identityRequest } from './identity-client';

/** POST /api/identity/sign-out — ends the session and clears its cookie. */
export async function signOut(): Promise<void> {
  await identityRequest('/sign-out', { method: 'POST' });
}
