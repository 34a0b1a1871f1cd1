import { isApiError } from './api-client';

/** Ends a message with a full stop unless it already ends a sentence. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * Why the API refused a call, in words for a toast or an alert: the API's own message (for a 400, what is wrong
 * with the first field), "Your session has ended" for a 401, the fallback for anything that is not an ApiError.
 */
export function errorReason(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.code === 'VALIDATION_FAILED' && Array.isArray(error.details)) {
    const first: unknown = error.details[0];
    if (
      typeof first === 'object' &&
      first !== null &&
      'message' in first &&
      typeof first.message === 'string'
    ) {
      return asSentence(first.message);
    }
  }
  if (error.status === 401) return 'Your session has ended. Log in again.';
  return asSentence(error.message);
}
