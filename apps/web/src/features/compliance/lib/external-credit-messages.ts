import { isApiError, NETWORK_ERROR_CODE } from '../../../lib/api-client';
import { errorReason } from '../../../lib/error-reason';

/**
 * Why saving an external credit failed: the API's own sentence for a date in the future or an unknown jurisdiction
 * (EXTERNAL_CREDIT_INVALID), the limit (EXTERNAL_CREDIT_LIMIT) and a rejected field (VALIDATION_FAILED).
 */
export function externalCreditErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code === 'EXTERNAL_CREDIT_NOT_FOUND') {
    return 'This credit no longer exists; it may have been removed in another window.';
  }
  return errorReason(error, 'We could not save this credit. Please try again.');
}

/**
 * Why the certificate was not uploaded: the API's message for a file it refused (400 CERTIFICATE_FILE_INVALID,
 * 413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE), or what went wrong on the way.
 */
export function certificateUploadErrorMessage(error: unknown): string {
  return errorReason(error, 'We could not upload the certificate. Please try again.');
}

/** Why removing a credit (or its certificate) failed. */
export function removeErrorMessage(error: unknown, what: 'credit' | 'certificate'): string {
  if (isApiError(error) && error.code === NETWORK_ERROR_CODE) return error.message;
  return `We could not remove this ${what}. Please try again.`;
}

/** A removal that found nothing to remove: what was asked for is done (another window got there first). */
export function isAlreadyGone(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.code === 'EXTERNAL_CREDIT_NOT_FOUND' || error.code === 'CERTIFICATE_FILE_NOT_FOUND')
  );
}
