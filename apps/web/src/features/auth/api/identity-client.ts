import type { UserProfile } from '@counsel/contracts';
import { ApiError, HTTP_ERROR_CODE, NETWORK_ERROR_CODE } from '../../../lib/api-client';

/** better-auth is mounted at /api/identity (ADR 006); its session lives in a same-origin cookie. */
export const IDENTITY_BASE_PATH = '/api/identity';

/** Where the verification link of an e-mail lands once the address is verified (shared with the API). */
export { VERIFIED_EMAIL_CALLBACK_PATH as VERIFY_EMAIL_CALLBACK_URL } from '@counsel/contracts/constants';

export interface IdentityRequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * One call to better-auth with the session cookie. Its error bodies are `{ code, message }` (not the API's
 * `{ error: { code, message } }`), so they are read here and turned into the app's `ApiError`.
 */
export async function identityRequest(path: string, options: IdentityRequestOptions = {}): Promise<unknown> {
  const { method = 'GET', body } = options;
  let response: Response;
  try {
    response = await fetch(`${IDENTITY_BASE_PATH}${path}`, {
      method,
      credentials: 'include',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(
      0,
      NETWORK_ERROR_CODE,
      'We could not reach Counsel CLE. Check your connection and try again.',
    );
  }
  const data = await readJson(response);
  if (!response.ok) {
    const code = isRecord(data) && typeof data.code === 'string' ? data.code : HTTP_ERROR_CODE;
    const message =
      isRecord(data) && typeof data.message === 'string'
        ? data.message
        : `The request failed with status ${response.status}.`;
    throw new ApiError(response.status, code, message);
  }
  return data;
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

export { isRecord };
