import { PASSWORD_MIN_LENGTH } from '@counsel/domain';
import { isApiError, NETWORK_ERROR_CODE } from '../../../lib/api-client';

const SESSION_ENDED = 'Your session has ended. Log in again to change your settings.';

export function changeNameErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'We could not save your name. Please try again.';
  if (error.code === NETWORK_ERROR_CODE) return error.message;
  if (error.status === 401) return SESSION_ENDED;
  if (error.code === 'VALIDATION_FAILED') return 'Enter your full name (2 to 100 characters).';
  return 'We could not save your name. Please try again.';
}

export const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';

export interface PasswordChangeProblem {
  /** The field the message belongs to, or null for a message about the whole form. */
  field: 'currentPassword' | 'newPassword' | null;
  message: string;
}

/** Reads better-auth's codes for POST /change-password. */
export function changePasswordProblem(error: unknown): PasswordChangeProblem {
  if (!isApiError(error))
    return { field: null, message: 'We could not change your password. Please try again.' };
  switch (error.code) {
    case NETWORK_ERROR_CODE:
      return { field: null, message: error.message };
    case 'INVALID_PASSWORD':
      return { field: 'currentPassword', message: WRONG_CURRENT_PASSWORD };
    case 'PASSWORD_TOO_SHORT':
      return { field: 'newPassword', message: `Use at least ${PASSWORD_MIN_LENGTH} characters.` };
    case 'PASSWORD_TOO_LONG':
    case 'PASSWORD_NOT_ALLOWED':
      return { field: 'newPassword', message: error.message };
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      return { field: null, message: 'Your account has no password to change.' };
    default:
      if (error.status === 401) return { field: null, message: SESSION_ENDED };
      if (error.status === 429)
        return { field: null, message: 'Too many attempts. Wait a moment and try again.' };
      return { field: null, message: 'We could not change your password. Please try again.' };
  }
}

export function signOutEverywhereErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code === NETWORK_ERROR_CODE) return error.message;
  return 'We could not sign you out everywhere. Please try again.';
}
