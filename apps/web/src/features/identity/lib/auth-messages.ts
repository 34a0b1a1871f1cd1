import { PASSWORD_MIN_LENGTH } from '@counsel/domain';
import { isApiError, NETWORK_ERROR_CODE, NETWORK_FAILURE_MESSAGE } from '../../../lib/api-client';

/** The password rule of ADR 006 (packages/domain password-policy), as the forms show it. */
export { PASSWORD_MIN_LENGTH };
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_SHORT = `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;

/** docs/product-rules.md#error-messages, to the letter. */
export const PASSWORD_RESET_REQUEST_FAILED = 'Unable to send password reset email. Please try again.';

function isNetworkError(error: unknown): boolean {
  return isApiError(error) && error.code === NETWORK_ERROR_CODE;
}

export function signInErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return NETWORK_FAILURE_MESSAGE;
  if (isApiError(error)) {
    if (error.code === 'EMAIL_NOT_VERIFIED' || error.status === 403) {
      return 'Verify your e-mail first: we have sent you a new link.';
    }
    if (error.code === 'INVALID_EMAIL_OR_PASSWORD' || error.status === 401) {
      return 'The e-mail or password is not right.';
    }
  }
  return 'We could not log you in. Please try again.';
}

export function signUpErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return NETWORK_FAILURE_MESSAGE;
  if (isApiError(error)) {
    if (error.code === 'EMAIL_TAKEN' || error.status === 409) {
      return 'An account already uses this e-mail. Log in, or reset your password if you forgot it.';
    }
    // The API words its validation failures for people (the password policy, the e-mail, the name), and the
    // refusals of a firm's invitation token (expired, revoked, sent to another address...).
    if (error.code === 'VALIDATION_FAILED' || error.code.startsWith('INVITATION_')) return error.message;
  }
  return 'We could not create your account. Please try again.';
}

export function resetPasswordErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return NETWORK_FAILURE_MESSAGE;
  if (isApiError(error) && error.code === 'PASSWORD_TOO_SHORT') return PASSWORD_TOO_SHORT;
  if (isApiError(error) && error.code === 'PASSWORD_NOT_ALLOWED') return error.message;
  if (isApiError(error) && error.status === 400) {
    return 'This reset link has expired or was already used. Ask for a new one from the login page.';
  }
  return 'We could not reset your password. Please try again.';
}
