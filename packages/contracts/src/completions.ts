import { z } from 'zod';
import { CreditTypeSchema, IsoDateTimeSchema } from './common.js';
import { CREDIT_CATEGORIES } from './constants.js';

/*
 * Completion and certificates (GET /completed-course, GET /completed-course/{courseId}). A lawyer claims
 * credit (POST /completed-course/{courseId}) once every requirement is met; the completion records the credit per
 * jurisdiction and the verification evidence, and a job issues exactly one certificate PDF for it.
 */

export const CERTIFICATE_NUMBER_PATTERN = /^CCLE-\d{4}-[0-9A-HJ-NP-Z]{8}$/;

export const EarnedCreditSchema = z
  .object({
    jurisdictionCode: z.string(),
    jurisdictionName: z.string(),
    creditType: CreditTypeSchema,
    category: z.enum(CREDIT_CATEGORIES),
    hours: z.number().min(0),
    accreditationNumber: z.string().nullable(),
  })
  .meta({ id: 'EarnedCredit' });
export type EarnedCredit = z.infer<typeof EarnedCreditSchema>;

export const CertificateSummarySchema = z
  .object({
    certificateNumber: z.string(),
    issuedAt: IsoDateTimeSchema,
    /** The PDF, for its owner (bearer token). */
    downloadPath: z.string(),
    /** The public verification page. */
    verifyPath: z.string(),
    /** When staff revoked it (it then earns no credit), and why; null while it stands. */
    revokedAt: IsoDateTimeSchema.nullable().default(null),
    revokedReason: z.string().nullable().default(null),
  })
  .meta({ id: 'CertificateSummary' });
export type CertificateSummary = z.infer<typeof CertificateSummarySchema>;

/** How the lawyer attended: watching the recording, or the live session (the certificate states it). */
export const AttendedFormatSchema = z.enum(['ON_DEMAND', 'LIVE']);
export type AttendedFormat = z.infer<typeof AttendedFormatSchema>;

export const CompletionSchema = z
  .object({
    id: z.uuid(),
    course: z.object({
      id: z.uuid(),
      slug: z.string(),
      title: z.string(),
      format: z.enum(['ON_DEMAND', 'LIVE']),
    }),
    /** How this lawyer attended (a live course with a recording can be completed either way). */
    format: AttendedFormatSchema,
    attendedFrom: IsoDateTimeSchema,
    completedAt: IsoDateTimeSchema,
    credits: z.array(EarnedCreditSchema),
    verificationMethod: z.string(),
    /** Null for the moment between the claim and the certificate job (seconds). */
    certificate: CertificateSummarySchema.nullable(),
  })
  .meta({ id: 'Completion' });
export type Completion = z.infer<typeof CompletionSchema>;

export const CompletionListSchema = z
  .object({ items: z.array(CompletionSchema) })
  .meta({ id: 'CompletionList' });
export type CompletionList = z.infer<typeof CompletionListSchema>;

export const COMPLETION_REQUIREMENTS = [
  'LIVE_ATTENDANCE',
  'WATCHED',
  'ATTENDANCE_CODES',
  'EVALUATION',
  'KNOWLEDGE_CHECK',
] as const;
export type CompletionRequirement = (typeof COMPLETION_REQUIREMENTS)[number];

export const ClaimableJurisdictionSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The lawyer's bar or registration number there, when they recorded the admission. */
  barNumber: z.string().nullable(),
  /** The credit this course earns there for this lawyer (approved credit only). */
  credits: z.array(EarnedCreditSchema),
});

/**
 * A lawyer's attendance at a live session as the server verified it (docs/product-rules.md#live-credit): presence
 * inside stretches closed by an entered attendance code earns credit, from a minimum of verified minutes.
 */
export const LiveAttendanceSummarySchema = z
  .object({
    sessionId: z.uuid(),
    startsAt: IsoDateTimeSchema,
    endsAt: IsoDateTimeSchema,
    durationMinutes: z.number().int(),
    /** Credit can be claimed only once the session is over. */
    sessionEnded: z.boolean(),
    presentMinutes: z.number().int().min(0),
    verifiedMinutes: z.number().int().min(0),
    minimumMinutes: z.number().min(0),
    codesShown: z.number().int().min(0),
    codesEntered: z.number().int().min(0),
  })
  .meta({ id: 'LiveAttendanceSummary' });
export type LiveAttendanceSummary = z.infer<typeof LiveAttendanceSummarySchema>;

export const CourseCompletionStatusSchema = z
  .object({
    courseId: z.uuid(),
    /** The way the checklist follows: the live session the lawyer attended (or is registered for), else the recording. */
    format: AttendedFormatSchema,
    /** LIVE: the attendance the credit is computed from; null on demand. */
    liveAttendance: LiveAttendanceSummarySchema.nullable(),
    requirements: z.array(z.object({ requirement: z.enum(COMPLETION_REQUIREMENTS), met: z.boolean() })),
    canClaim: z.boolean(),
    /** Jurisdictions where the course has approved credit, the lawyer's admissions first. */
    claimableJurisdictions: z.array(ClaimableJurisdictionSchema),
    completion: CompletionSchema.nullable(),
  })
  .meta({ id: 'CourseCompletionStatus' });
export type CourseCompletionStatus = z.infer<typeof CourseCompletionStatusSchema>;

export const ClaimCreditRequestSchema = z
  .object({
    /** Where the lawyer claims credit (each must have approved credit for the course). */
    jurisdictionCodes: z.array(z.string().min(2).max(12)).min(1).max(10),
  })
  .meta({ id: 'ClaimCreditRequest' });
export type ClaimCreditRequest = z.infer<typeof ClaimCreditRequestSchema>;

export const CertificateNumberParamsSchema = z.object({
  certificateNumber: z.string().min(1).max(40),
});

/** The public verification page's facts: nothing about the lawyer beyond the name printed on the certificate. */
export const CertificateVerificationSchema = z
  .object({
    certificateNumber: z.string(),
    valid: z.boolean(),
    /** When staff revoked it (valid is then false); the reason stays private (docs/product-rules.md#people-and-certificate-revocation). */
    revokedAt: IsoDateTimeSchema.nullable().default(null),
    attendeeName: z.string(),
    courseTitle: z.string(),
    /** How the lawyer attended (the completion's format). */
    courseFormat: AttendedFormatSchema,
    completedAt: IsoDateTimeSchema,
    issuedAt: IsoDateTimeSchema,
    credits: z.array(EarnedCreditSchema),
    verificationMethod: z.string(),
    providerName: z.string(),
  })
  .meta({ id: 'CertificateVerification' });
export type CertificateVerification = z.infer<typeof CertificateVerificationSchema>;
