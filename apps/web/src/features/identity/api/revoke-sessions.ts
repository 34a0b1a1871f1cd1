import { identityRequest } from './identity-client';

/** POST /api/identity/revoke-sessions — ends every session of the user, this one included ("sign out everywhere"). */
export async function revokeSessions(): Promise<void> {
  await identityRequest('/revoke-sessions', { method: 'POST' });
}
