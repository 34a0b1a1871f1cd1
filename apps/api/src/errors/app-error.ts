import type { ErrorCode } from '@counsel/contracts';

const STATUS_BY_CODE: Partial<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  COURSE_NOT_FOUND: 404,
  MESSAGE_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  /** The server has no GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET: this deployment has no Google sign-in. */
  GOOGLE_SIGN_IN_DISABLED: 404,
  GOOGLE_TOKEN_INVALID: 401,
  JURISDICTION_NOT_FOUND: 404,
  ADMISSION_NOT_FOUND: 404,
  ADMISSION_EXISTS: 409,
  PRACTICE_AREA_NOT_FOUND: 400,
  /** No active membership plan or price matches (e.g. no enterprise price for the interval). */
  PLAN_NOT_FOUND: 404,
  PRICE_NOT_FOUND: 404,
  INVALID_SEATS: 400,
  ALREADY_SUBSCRIBED: 409,
  COURSE_NOT_FOR_SALE: 409,
  COURSE_ALREADY_PURCHASED: 409,
  MEMBERSHIP_COVERS_COURSE: 409,
  /** A live course whose session is over (its join window closed): it can no longer be bought or enrolled in. */
  LIVE_SESSION_ENDED: 409,
  /** Enrolling needs a membership or, for a course with a price, its purchase (details.accessOptions). */
  MEMBERSHIP_REQUIRED: 403,
  NOT_ENROLLED: 403,
  /** Enrolled through a membership that has ended (SUBSCRIPTION_EXPIRED): progress is kept, playback waits. */
  ENROLLMENT_INACTIVE: 403,
  VIDEO_NOT_AVAILABLE: 404,
  MEDIA_TOKEN_INVALID: 403,
  RANGE_NOT_SATISFIABLE: 416,
  ATTENDANCE_CODE_INVALID: 400,
  QUESTIONNAIRE_NOT_FOUND: 404,
  ANSWERS_INVALID: 400,
  NO_ATTEMPTS_LEFT: 409,
  ALREADY_SUBMITTED: 409,
  REQUIREMENTS_NOT_MET: 409,
  JURISDICTION_NOT_CLAIMABLE: 400,
  CERTIFICATE_NOT_FOUND: 404,
  PAYMENT_SESSION_NOT_FOUND: 404,
  NO_BILLING_ACCOUNT: 404,
  WEBHOOK_SIGNATURE_INVALID: 400,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

/** The one error type services throw; the error handler turns it into `{ error: { code, message, details } }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown, statusCode?: number) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.statusCode = statusCode ?? STATUS_BY_CODE[code] ?? 400;
  }
}
