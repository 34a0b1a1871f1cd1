import { z } from 'zod';
import { CREDIT_TYPES } from './constants.js';

/** The credit schemes a course can carry (docs/product-rules.md#credit-types). */
export const CreditTypeSchema = z.enum(CREDIT_TYPES);

/** The one error body every 4xx/5xx answers with (docs/engineering-rules.md#error-model). */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.string().describe('UPPER_SNAKE error code, part of the contract'),
      message: z.string(),
      details: z.unknown().optional(),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * Every error code of the API beside its HTTP status: the code decides the status (ADR 003, ADR 014).
 * UPPER_SNAKE; part of the contract.
 */
export const ERROR_HTTP_STATUS = {
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
  /** A heartbeat's playback-session token (from GET /mux/{courseId}) is forged, malformed or not the caller's. */
  PLAYBACK_SESSION_INVALID: 401,
  /** The playback-session token has expired: the player asks for a new playback and goes on. */
  PLAYBACK_SESSION_EXPIRED: 401,
  RANGE_NOT_SATISFIABLE: 416,
  ATTENDANCE_CODE_INVALID: 400,
  QUESTIONNAIRE_NOT_FOUND: 404,
  ANSWERS_INVALID: 400,
  NO_ATTEMPTS_LEFT: 409,
  ALREADY_SUBMITTED: 409,
  QUESTIONNAIRE_REPLACED: 409,
  QUESTIONNAIRE_REQUIRED: 409,
  REQUIREMENTS_NOT_MET: 409,
  JURISDICTION_NOT_CLAIMABLE: 400,
  CERTIFICATE_NOT_FOUND: 404,
  PAYMENT_SESSION_NOT_FOUND: 404,
  NO_BILLING_ACCOUNT: 404,
  WEBHOOK_SIGNATURE_INVALID: 400,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  // /api/identity/* (better-auth, ADR 006): its refusals the web tells apart, under better-auth's own names.
  INVALID_EMAIL_OR_PASSWORD: 401,
  EMAIL_NOT_VERIFIED: 403,
  /** Change of password: the current password is wrong. */
  INVALID_PASSWORD: 400,
  PASSWORD_TOO_SHORT: 400,
  PASSWORD_TOO_LONG: 400,
  /** Our password policy (common passwords, the e-mail or name inside the password). */
  PASSWORD_NOT_ALLOWED: 400,
  /** The account signs in with Google only: it has no password to change. */
  CREDENTIAL_ACCOUNT_NOT_FOUND: 400,
  /** A password-reset link that expired or was used. */
  INVALID_TOKEN: 400,
  // Firms (docs/product-rules.md#firms).
  /** The caller administers no firm (or its subscription has ended). */
  ENTERPRISE_NOT_FOUND: 404,
  ENTERPRISE_MEMBER_NOT_FOUND: 404,
  /** The e-mail is already a member of the firm, in any status (details.emails). */
  ENTERPRISE_MEMBER_EXISTS: 409,
  /** More lawyers than free seats (details: seatsPurchased, seatsInUse, seatsFree). */
  SEATS_EXHAUSTED: 409,
  /** The action does not apply to the member's status (revoke an ACTIVE member, resend to an ACTIVE one...). */
  MEMBER_STATUS_CONFLICT: 409,
  /** The buyer of the firm's plan holds its subscription: they stay a member and an administrator. */
  FIRM_OWNER_PROTECTED: 409,
  /** The firm would be left without an administrator. */
  LAST_ADMINISTRATOR: 409,
  INVITATION_NOT_FOUND: 404,
  INVITATION_EXPIRED: 410,
  INVITATION_REVOKED: 410,
  INVITATION_USED: 410,
  /** The invitation was sent to another e-mail than the signed-in account's (details.invitedEmail). */
  INVITATION_EMAIL_MISMATCH: 403,
  /** The lawyer is already an active member of another firm. */
  ALREADY_IN_FIRM: 409,
  // Live webinars (docs/product-rules.md#live-webinars).
  LIVE_SESSION_NOT_FOUND: 404,
  LIVE_REGISTRATION_NOT_FOUND: 404,
  /** The course is on demand: it has no sessions to register for. */
  NOT_A_LIVE_COURSE: 409,
  /** Every seat of the session is taken (details.capacity). */
  LIVE_SESSION_FULL: 409,
  /** A registration can be cancelled only before the session starts. */
  LIVE_SESSION_STARTED: 409,
  /** Joining needs a registration for the course's current session. */
  LIVE_NOT_REGISTERED: 403,
  /** The join window opens 5 minutes before start (details.startsAt, details.joinOpensAt). */
  LIVE_JOIN_TOO_EARLY: 403,
  /** The join window closed 3 hours after start (details.startsAt). */
  LIVE_JOIN_CLOSED: 403,
  /** The private calendar feed address is unknown or was revoked. */
  CALENDAR_FEED_NOT_FOUND: 404,
  /** A reminder's unsubscribe link that was altered or made up. */
  UNSUBSCRIBE_LINK_INVALID: 400,
  /** A lawyer may ask at most LIVE_QUESTIONS_PER_SESSION_MAX questions in one session. */
  LIVE_QUESTION_LIMIT: 409,
  // Compliance tracker (docs/product-rules.md#compliance).
  /** The group is not one of the jurisdiction's compliance groups (details.groups). */
  COMPLIANCE_GROUP_INVALID: 400,
  /** An admission date, birth date or cycle end that cannot be right (in the future, birth after admission). */
  ADMISSION_DETAILS_INVALID: 400,
  EXTERNAL_CREDIT_NOT_FOUND: 404,
  /** A course date in the future, or hours in a jurisdiction that does not exist (details.jurisdictionCodes). */
  EXTERNAL_CREDIT_INVALID: 400,
  /** EXTERNAL_CREDITS_MAX reached. */
  EXTERNAL_CREDIT_LIMIT: 409,
  /** The certificate's name, type and content disagree, or it is empty. */
  CERTIFICATE_FILE_INVALID: 400,
  /** The admission's reporting period cannot be placed (details missing, no rule): no audit pack (details.state). */
  COMPLIANCE_PERIOD_UNKNOWN: 409,
  /** The external credit has no certificate uploaded. */
  CERTIFICATE_FILE_NOT_FOUND: 404,
  /** Staff console (docs/product-rules.md#staff). */
  ALREADY_STAFF: 409,
  STAFF_SELF_REMOVAL: 409,
  CONTACT_MESSAGE_NOT_FOUND: 404,
  CERTIFICATE_ALREADY_REVOKED: 409,
  /** Resending the verification e-mail of an address that is already verified. */
  EMAIL_ALREADY_VERIFIED: 409,
  COURSE_SLUG_TAKEN: 409,
  /** Publishing a course that lacks what a lawyer needs (details lists what is missing). */
  COURSE_NOT_PUBLISHABLE: 409,
  CREDIT_LINE_NOT_FOUND: 404,
  CREDIT_LINE_EXISTS: 409,
  CREDIT_LINE_INVALID: 400,
  SPEAKER_NOT_FOUND: 404,
  REPORT_RANGE_INVALID: 400,
  /** Staff media uploads (docs/product-rules.md#media). */
  MEDIA_UPLOAD_NOT_FOUND: 404,
  RECORDING_NOT_FOUND: 404,
  UPLOAD_OFFSET_MISMATCH: 409,
  UPLOAD_NOT_IN_PROGRESS: 409,
  MEDIA_FILE_INVALID: 400,
  CAPTION_FILE_INVALID: 400,
  COURSE_NOT_ON_DEMAND: 409,
  MEDIA_PROVIDER_UNSUPPORTED: 409,
  /** Staff plans and prices (docs/product-rules.md#plans-and-prices). */
  /** A plan's features that cannot be sold (none included, coming soon on a feature not included). */
  PLAN_FEATURES_INVALID: 400,
  /** A new price that does not fit its plan (tiers not contiguous, seat range, amount missing or unexpected). */
  PLAN_PRICE_INVALID: 400,
  /** Another price of the plan was created at the same moment: reload and try again. */
  PLAN_PRICE_CONFLICT: 409,
  /** Staff live sessions (docs/product-rules.md#live-sessions). */
  LIVE_SESSION_NOT_EDITABLE: 409,
  /** A session scheduled or moved to a time already past (details.now). */
  LIVE_SESSION_TIME_INVALID: 400,
  LIVE_CAPACITY_BELOW_REGISTERED: 409,
  LIVE_SESSION_CONFLICT: 409,
  ZOOM_NOT_CONFIGURED: 409,
  LIVE_QUESTION_NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_HTTP_STATUS;

/** Whether `value` is one of the API's error codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_HTTP_STATUS, value);
}

export const PaginationSchema = z
  .object({
    currentPage: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    totalItems: z.number().int().min(0),
    totalPages: z.number().int().min(0),
  })
  .meta({ id: 'Pagination' });
export type Pagination = z.infer<typeof PaginationSchema>;

/** ISO-8601 instant with an offset, as the API writes every timestamp (UTC). */
export const IsoDateTimeSchema = z.iso.datetime({ offset: true });

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID in its text form, any version and case: a value that can name a row by its `uuid` key. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
