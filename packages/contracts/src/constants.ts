/**
 * Contract constants without zod, importable on their own as `@counsel/contracts/constants` so a page can use
 * them without loading the schema runtime (the Browse route's bundle budget depends on it). The zod schemas in
 * this package are built from these values: there is one source for each.
 */
export const CREDIT_TYPES = ['CLE', 'SBA', 'PARALEGAL_CLE', 'CPD'] as const;
export type CreditType = (typeof CREDIT_TYPES)[number];

export const COURSE_FORMATS = ['ON_DEMAND', 'LIVE'] as const;
export const COURSE_LEVELS = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;
export const CREDIT_CATEGORIES = [
  'GENERAL',
  'ETHICS',
  'ELIMINATION_OF_BIAS',
  'TECHNOLOGY',
  'SKILLS',
  'LAW_PRACTICE_MANAGEMENT',
  'WELLNESS',
] as const;
/**
 * A course's credit approval in one jurisdiction: PENDING is applied for (shown to staff as "Applied"), APPROVED
 * earns credit until its expiry, DENIED and EXPIRED earn nothing (docs/product-rules.md#credit-approvals).
 */
export const APPROVAL_STATUSES = ['APPROVED', 'PENDING', 'DENIED', 'EXPIRED'] as const;
/** The approvals a lawyer sees on a course: a denied or expired one is never advertised. */
export const LISTED_APPROVAL_STATUSES = ['APPROVED', 'PENDING'] as const;
export const COURSE_SORTS = ['title', 'newest', 'start-date'] as const;

export const COURSE_PAGE_SIZE_DEFAULT = 12;
export const COURSE_PAGE_SIZE_MAX = 48;
export const COURSE_SEARCH_MAX_LENGTH = 200;
export const LIST_PARAM_MAX_ITEMS = 60;

export const JURISDICTION_CODE_MAX_LENGTH = 12;
/** US postal codes (NY, DC) and region codes for CPD (GB-EAW, CA-ON, AU-NSW). */
export const JURISDICTION_CODE_PATTERN = /^[A-Z]{2}(-[A-Z]{2,4})?$/;
export const SLUG_MAX_LENGTH = 120;
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function isJurisdictionCode(value: string): boolean {
  return value.length <= JURISDICTION_CODE_MAX_LENGTH && JURISDICTION_CODE_PATTERN.test(value);
}

export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

/** Where an e-mail verification link sends the browser once the address is verified (API and web agree). */
export const VERIFIED_EMAIL_CALLBACK_PATH = '/auth/verify-email?verified=1';

/** The product's subscription statuses (each payment adapter maps its provider's to these; ADR 013). */
export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'TRIALING', 'PAST_DUE', 'CANCELED', 'EXPIRED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Seats an enterprise can buy in one checkout (GET /api/subscription/enterprise/price, checkout). */
export const ENTERPRISE_MIN_SEATS = 2;
export const ENTERPRISE_MAX_SEATS = 1000;

/** Manage Firm (GET /api/enterprise and the member actions). */
export const ENTERPRISE_MEMBER_PAGE_SIZE_DEFAULT = 25;
export const ENTERPRISE_MEMBER_PAGE_SIZE_MAX = 100;
export const ENTERPRISE_MEMBER_SORTS = ['name', 'email', 'status', 'invitedAt'] as const;
export const ENTERPRISE_NAME_MIN_LENGTH = 2;
export const ENTERPRISE_NAME_MAX_LENGTH = 120;
/** Lawyers one create-lawyer call may invite (a firm has at most ENTERPRISE_MAX_SEATS seats). */
export const ENTERPRISE_BULK_INVITE_MAX = ENTERPRISE_MAX_SEATS;
/** An invitation link works this many days after it was (re)sent. */
export const INVITATION_VALID_DAYS = 14;

/** docs/product-rules.md#enrollment-status: an enrollment is ENROLLED, or SUBSCRIPTION_EXPIRED while the membership that gave access has ended. */
export const ENROLLMENT_STATUSES = ['ENROLLED', 'SUBSCRIPTION_EXPIRED'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/** The longest answer a free-text question takes. */
export const FREE_TEXT_MAX_LENGTH = 2000;

/** Live webinars (docs/product-rules.md#live-webinars): where a session takes place. */
export const LIVE_ROOM_KINDS = ['BUILT_IN', 'ZOOM_MEETING', 'ZOOM_WEBINAR'] as const;
export type LiveRoomKind = (typeof LIVE_ROOM_KINDS)[number];
export const LIVE_REGISTRATION_STATUSES = ['REGISTERED', 'CANCELED'] as const;
export type LiveRegistrationStatus = (typeof LIVE_REGISTRATION_STATUSES)[number];
/** Seats of a live session when none is set; the most a session may hold. */
export const LIVE_SESSION_DEFAULT_CAPACITY = 500;
export const LIVE_SESSION_MAX_CAPACITY = 10_000;
/** Spec §9: the server (and the client) keep a Zoom signature for 60 seconds. */
export const ZOOM_SIGNATURE_CACHE_MS = 60_000;
/** The built-in live room: a heartbeat every 20 s; a code stays on screen 5 minutes; questions up to 500 characters. */
export const LIVE_HEARTBEAT_INTERVAL_SECONDS = 20;
export const LIVE_CODE_SHOWN_SECONDS = 300;
export const LIVE_QUESTION_MAX_LENGTH = 500;
export const LIVE_QUESTIONS_PER_SESSION_MAX = 20;

/** Contact form (POST /api/contact-us) and the staff's contact inbox. */
export const CONTACT_TOPICS = ['GENERAL', 'FIRM_SEATS', 'BILLING', 'ACCESSIBILITY', 'TECHNICAL'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
/** What the contact form and the e-mails call each topic. */
export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  GENERAL: 'General question',
  FIRM_SEATS: 'Seats for my firm',
  BILLING: 'Billing',
  ACCESSIBILITY: 'Accessibility',
  TECHNICAL: 'Technical problem',
};
export const CONTACT_MESSAGE_STATUSES = ['NEW', 'ANSWERED', 'CLOSED'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/** The recording's file: a video the browser plays everywhere. */
export const MEDIA_UPLOAD_TYPES = { 'video/mp4': ['.mp4', '.m4v'], 'video/webm': ['.webm'] } as const;
export type MediaUploadType = keyof typeof MEDIA_UPLOAD_TYPES;
/** The largest recording (4 GiB) and the largest chunk one PUT may carry (8 MiB). */
export const MEDIA_UPLOAD_MAX_BYTES = 4 * 1024 ** 3;
export const MEDIA_UPLOAD_CHUNK_BYTES = 8 * 1024 ** 2;
/** A recording is at most 12 hours long. */
export const MEDIA_MAX_DURATION_SECONDS = 12 * 3600;
/** A caption file is at most 2 MB of WebVTT. */
export const CAPTION_MAX_BYTES = 2 * 1024 ** 2;
export const CHAPTERS_MAX = 60;

/**
 * The `<meta name=… content=…>` through which the API hands the web app its error-reporting DSN (SENTRY_BROWSER_DSN)
 * at runtime: one build for every deployment, no DSN in the bundle. Absent, the browser reports nothing.
 */
export const ERROR_REPORTING_META_NAME = 'counsel-error-reporting';
