import { ApiError, HTTP_ERROR_CODE, NETWORK_ERROR_CODE } from '../../../lib/api-client';

/*
 * For the two calls of this feature that cannot go through apiGet: the certificate PDF (a file, not JSON) and the
 * public verification (never sends the signed-in lawyer's token). Errors take the same shape as apiGet's.
 */

export const NETWORK_FAILURE_MESSAGE = 'We could not reach Counsel CLE. Check your connection and try again.';

export function networkError(): ApiError {
  return new ApiError(0, NETWORK_ERROR_CODE, NETWORK_FAILURE_MESSAGE);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** An ApiError from a non-2xx answer: the API's `{ error: { code, message, details? } }`, or the status alone. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: the status alone has to do.
  }
  const error = isRecord(body) ? body.error : undefined;
  if (isRecord(error) && typeof error.code === 'string' && typeof error.message === 'string') {
    return new ApiError(response.status, error.code, error.message, error.details);
  }
  return new ApiError(response.status, HTTP_ERROR_CODE, `The request failed with status ${response.status}.`);
}
