import { fieldsOf } from '@counsel/domain';
import { ERROR_HTTP_STATUS, isErrorCode, type ErrorBody, type ErrorCode } from '@counsel/contracts';
import { INTERNAL_ERROR_MESSAGE } from '../../errors/app-error.js';

/** The code of a refusal whose own code is not one of ours (or not for this status), by its status. */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

function jsonFieldsOf(text: string): Record<string, unknown> {
  try {
    return fieldsOf(JSON.parse(text));
  } catch {
    return {};
  }
}

/**
 * A refusal of better-auth (`{ code?, message?, details? }`, or no JSON at all) in the API's one error shape,
 * `{ error: { code, message, details? } }`. Its code is kept when it is one of the contract's codes for this very
 * status (INVALID_EMAIL_OR_PASSWORD 401, PASSWORD_TOO_SHORT 400...); any other is named by the status. The status
 * itself stays better-auth's. A 5xx never shows its message.
 */
export function identityErrorBody(status: number, text: string): ErrorBody {
  const fields = jsonFieldsOf(text);
  const own = isErrorCode(fields.code) && ERROR_HTTP_STATUS[fields.code] === status ? fields.code : undefined;
  const code = own ?? CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_FAILED');
  if (status >= 500) return { error: { code, message: INTERNAL_ERROR_MESSAGE } };
  const message =
    typeof fields.message === 'string' && fields.message !== ''
      ? fields.message
      : `The request failed with status ${status}.`;
  return { error: { code, message, ...(fields.details === undefined ? {} : { details: fields.details }) } };
}
