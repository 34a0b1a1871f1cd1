import type { UserProfile } from '@counsel/contracts';
import { apiGet, apiPost } from '../../../lib/api-client';
import { isRecord } from '@counsel/domain';

/** better-auth is mounted at /api/identity (ADR 006); its session lives in a same-origin cookie. */
export const IDENTITY_BASE_PATH = '/api/identity';

/** Where the verification link of an e-mail lands once the address is verified (shared with the API). */
export { VERIFIED_EMAIL_CALLBACK_PATH as VERIFY_EMAIL_CALLBACK_URL } from '@counsel/contracts/constants';

export interface IdentityRequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
}

/**
 * One call to better-auth, authenticated by its session cookie (no bearer token), through the app's API client:
 * its refusals arrive as the API's `{ error: { code, message } }` (ADR 014) and reject as an ApiError.
 */
export async function identityRequest(path: string, options: IdentityRequestOptions = {}): Promise<unknown> {
  const url = `${IDENTITY_BASE_PATH}${path}`;
  return options.method === 'POST'
    ? apiPost<unknown>(url, options.body, undefined, { anonymous: true })
    : apiGet<unknown>(url, undefined, { anonymous: true });
}

/** Reads better-auth's user object, or null when the value is not one. */
export function toAuthUser(value: unknown): UserProfile | null {
  if (!isRecord(value) || typeof value.id !== 'string' || typeof value.email !== 'string') return null;
  return {
    id: value.id,
    email: value.email,
    name: typeof value.name === 'string' ? value.name : '',
    emailVerified: value.emailVerified === true,
  };
}
