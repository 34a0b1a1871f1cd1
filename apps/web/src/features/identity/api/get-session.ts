import type { UserProfile } from '@counsel/contracts';
import { isRecord } from '@counsel/domain';
import { identityRequest, toAuthUser } from './identity-client';

/** GET /api/identity/get-session — the signed-in user, or null when signed out (or the answer is no session). */
export async function getSession(): Promise<UserProfile | null> {
  const data = await identityRequest('/get-session');
  if (!isRecord(data) || !isRecord(data.session)) return null;
  return toAuthUser(data.user);
}
