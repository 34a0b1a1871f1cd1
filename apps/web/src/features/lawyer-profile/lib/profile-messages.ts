import { isApiError, NETWORK_ERROR_CODE } from '../../../lib/api-client';

function isValidationDetail(value: unknown): value is { message: string } {
  return (
    typeof value === 'object' && value !== null && 'message' in value && typeof value.message === 'string'
  );
}

/** The API's wording for a rejected field (VALIDATION_FAILED details), or null. */
function validationMessage(details: unknown): string | null {
  const first: unknown = Array.isArray(details) ? details[0] : undefined;
  return isValidationDetail(first) ? first.message : null;
}

/** Why adding or changing an admission failed, for the lawyer (the API answers `{ error: { code, message } }`). */
export function admissionErrorMessage(error: unknown, jurisdictionName: string | null): string {
  if (!isApiError(error)) return 'We could not save this admission. Please try again.';
  switch (error.code) {
    case NETWORK_ERROR_CODE:
      return error.message;
    case 'ADMISSION_EXISTS':
      return `You have already added ${jurisdictionName ?? 'this jurisdiction'}. Edit it in your list instead.`;
    case 'JURISDICTION_NOT_FOUND':
      return 'We could not find this jurisdiction. Choose one from the list.';
    case 'ADMISSION_NOT_FOUND':
      return 'This admission no longer exists; it may have been removed in another window.';
    case 'VALIDATION_FAILED':
      return validationMessage(error.details) ?? 'Check the details and try again.';
    case 'UNAUTHENTICATED':
      return 'Your session has ended. Log in again to save your changes.';
    default:
      return 'We could not save this admission. Please try again.';
  }
}

export function removeAdmissionErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code === NETWORK_ERROR_CODE) return error.message;
  return 'We could not remove this admission. Please try again.';
}

export function practiceAreasErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code === NETWORK_ERROR_CODE) return error.message;
  if (isApiError(error) && error.code === 'PRACTICE_AREA_NOT_FOUND') {
    return 'Some of these practice areas no longer exist. Reload the page and choose again.';
  }
  return 'We could not save your practice areas. Please try again.';
}

export function loadErrorMessage(what: string): string {
  return `We could not load ${what}. Please try again.`;
}
