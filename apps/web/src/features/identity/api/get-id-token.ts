import { ApiError, INVALID_RESPONSE_CODE } from '../../../lib/api-client';
import { isRecord } from '@counsel/domain';
import { identityRequest } from './identity-client';

/** GET /api/identity/token — a 15-minute EdDSA ID token for `Authorization: Bearer` (needs the session cookie). */
export async function getIdToken(): Promise<string> {
  const data = await identityRequest('/token');
  if (!isRecord(data) || typeof data.token !== 'string' || data.token === '') {
    throw new ApiError(200, INVALID_RESPONSE_CODE, 'The server sent no ID token.');
  }
  return data.token;
}
