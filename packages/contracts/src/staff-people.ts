import { z } from 'zod';
import { IsoDateTimeSchema } from './common.js';
import { AttendedFormatSchema, EarnedCreditSchema } from './completions.js';
import { EnterpriseDetailsSchema, ENTERPRISE_MEMBER_STATUSES, SubscriptionDetailsSchema } from './users.js';

/*
 * The staff console's People area (docs/product-rules.md#people-and-certificate-revocation): find a lawyer or a firm,
 * read their record, resend the verification e-mail, revoke a certificate. Never a password, hash or token.
 */

export const STAFF_PEOPLE_RESULTS_MAX = 25;

/** GET /api/staff/people: part of a name or an e-mail; `kind` narrows to lawyers or firms (both when absent). */
export const StaffPeopleQuerySchema = z.object({
  search: z.string().trim().min(2, 'Type at least 2 characters').max(120),
  kind: z.enum(['lawyer', 'firm']).optional(),
});
export type StaffPeopleQuery = z.infer<typeof StaffPeopleQuerySchema>;

export const StaffPersonHitSchema = z
  .object({
    kind: z.literal('lawyer'),
    userId: z.uuid(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'StaffPersonHit' });

export const StaffFirmHitSchema = z
  .object({
    kind: z.literal('firm'),
    firmId: z.uuid(),
    name: z.string(),
    ownerName: z.string(),
    ownerEmail: z.string(),
    seats: z.number().int().min(0),
  })
  .meta({ id: 'StaffFirmHit' });

export const StaffPeopleResultsSchema = z
  .object({
    results: z.array(z.discriminatedUnion('kind', [StaffPersonHitSchema, StaffFirmHitSchema])),
    /** More matched than STAFF_PEOPLE_RESULTS_MAX: narrow the search. */
    truncated: z.boolean(),
  })
  .meta({ id: 'StaffPeopleResults' });
export type StaffPeopleResults = z.infer<typeof StaffPeopleResultsSchema>;
export type StaffPeopleHit = StaffPeopleResults['results'][number];

export const StaffPersonParamsSchema = z.object({ userId: z.uuid() });
export const StaffFirmParamsSchema = z.object({ firmId: z.uuid() });

export const StaffCertificateSchema = z
  .object({
    certificateNumber: z.string(),
    issuedAt: IsoDateTimeSchema,
    revokedAt: IsoDateTimeSchema.nullable(),
    revokedReason: z.string().nullable(),
    verifyPath: z.string(),
  })
  .meta({ id: 'StaffCertificate' });
export type StaffCertificate = z.infer<typeof StaffCertificateSchema>;

export const StaffPersonSchema = z
  .object({
    account: z.object({
      userId: z.uuid(),
      name: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      createdAt: IsoDateTimeSchema,
      isStaff: z.boolean(),
    }),
    admissions: z.array(
      z.object({
        jurisdictionCode: z.string(),
        jurisdictionName: z.string(),
        barNumber: z.string(),
        admittedOn: z.string().nullable(),
      }),
    ),
    enrollments: z.array(
      z.object({
        courseId: z.uuid(),
        courseTitle: z.string(),
        access: z.enum(['MEMBERSHIP', 'PURCHASE']),
        enrolledAt: IsoDateTimeSchema,
      }),
    ),
    completions: z.array(
      z.object({
        id: z.uuid(),
        courseId: z.uuid(),
        courseTitle: z.string(),
        format: AttendedFormatSchema,
        completedAt: IsoDateTimeSchema,
        credits: z.array(EarnedCreditSchema),
        verificationMethod: z.string(),
        /** Null for the seconds between the claim and the certificate job. */
        certificate: StaffCertificateSchema.nullable(),
      }),
    ),
    billing: z.object({
      /** Why a membership covers every course now, or null. */
      membershipReason: z.enum(['SUBSCRIPTION', 'FIRM_SEAT']).nullable(),
      /** The newest subscription that grants access, else the newest one at all. */
      subscription: SubscriptionDetailsSchema.nullable(),
    }),
    /** The firm the person holds an ACTIVE seat in. */
    firmSeat: EnterpriseDetailsSchema.nullable(),
  })
  .meta({ id: 'StaffPerson' });
export type StaffPerson = z.infer<typeof StaffPersonSchema>;

export const StaffFirmSchema = z
  .object({
    firm: z.object({
      id: z.uuid(),
      name: z.string(),
      seats: z.number().int().min(0),
      createdAt: IsoDateTimeSchema,
      owner: z.object({ userId: z.uuid(), name: z.string(), email: z.string() }),
    }),
    /** PENDING and ACTIVE members hold a seat. */
    seatsUsed: z.number().int().min(0),
    members: z.array(
      z.object({
        memberId: z.uuid(),
        userId: z.uuid().nullable(),
        name: z.string(),
        email: z.string(),
        status: z.enum(ENTERPRISE_MEMBER_STATUSES),
        isAdministrator: z.boolean(),
        invitedAt: IsoDateTimeSchema,
        acceptedAt: IsoDateTimeSchema.nullable(),
      }),
    ),
    /** The buyer's subscription of the firm's plan. */
    subscription: SubscriptionDetailsSchema.nullable(),
  })
  .meta({ id: 'StaffFirm' });
export type StaffFirm = z.infer<typeof StaffFirmSchema>;

export const ResendVerificationResultSchema = z
  .object({ email: z.string(), verificationEmailSent: z.literal(true) })
  .meta({ id: 'ResendVerificationResult' });
export type ResendVerificationResult = z.infer<typeof ResendVerificationResultSchema>;

export const StaffCertificateParamsSchema = z.object({ certificateNumber: z.string().trim().min(1).max(40) });

/** POST /api/staff/certificates/{certificateNumber}/revoke: why (kept for staff and the lawyer, not public). */
export const RevokeCertificateInputSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .min(3, 'Give the reason in at least 3 characters')
      .max(500, 'Keep the reason under 500 characters'),
  })
  .meta({ id: 'RevokeCertificateInput' });
export type RevokeCertificateInput = z.infer<typeof RevokeCertificateInputSchema>;

export const RevokedCertificateSchema = z
  .object({
    certificateNumber: z.string(),
    revokedAt: IsoDateTimeSchema,
    revokedReason: z.string(),
    revokedByEmail: z.string(),
  })
  .meta({ id: 'RevokedCertificate' });
export type RevokedCertificate = z.infer<typeof RevokedCertificateSchema>;
