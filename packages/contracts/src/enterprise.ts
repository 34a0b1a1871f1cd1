import { z } from 'zod';
import { IsoDateTimeSchema, PaginationSchema } from './common.js';
import {
  ENTERPRISE_MEMBER_PAGE_SIZE_DEFAULT,
  ENTERPRISE_MEMBER_PAGE_SIZE_MAX,
  ENTERPRISE_MEMBER_SORTS,
  ENTERPRISE_NAME_MAX_LENGTH,
  ENTERPRISE_NAME_MIN_LENGTH,
  ENTERPRISE_BULK_INVITE_MAX,
  SUBSCRIPTION_STATUSES,
} from './constants.js';
import { ENTERPRISE_MEMBER_STATUSES, FullNameSchema } from './users.js';

/**
 * Firms (the enterprise plan): GET /api/enterprise and the member actions of a firm administrator, the invitation
 * a lawyer accepts, and the firm's audit log (docs/product-rules.md#firms).
 */

export const EnterpriseMemberStatusSchema = z.enum(ENTERPRISE_MEMBER_STATUSES);
export type EnterpriseMemberStatus = z.infer<typeof EnterpriseMemberStatusSchema>;

export const InviteeEmailSchema = z.email('Enter a valid e-mail address').max(254).toLowerCase();

/** GET /api/enterprise: one page of members, searched by name or e-mail, filtered by status. */
export const EnterpriseQuerySchema = z.object({
  currentPage: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(ENTERPRISE_MEMBER_PAGE_SIZE_MAX)
    .default(ENTERPRISE_MEMBER_PAGE_SIZE_DEFAULT),
  search: z.string().trim().max(200).optional(),
  status: EnterpriseMemberStatusSchema.optional(),
  sort: z.enum(ENTERPRISE_MEMBER_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type EnterpriseQuery = z.infer<typeof EnterpriseQuerySchema>;

const hours = z.number().min(0);
const CreditHoursByTypeSchema = z.object({ CLE: hours, SBA: hours, PARALEGAL_CLE: hours, CPD: hours });

export const EnterpriseMemberSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    status: EnterpriseMemberStatusSchema,
    isAdministrator: z.boolean(),
    /** Bought the firm's plan: holds the subscription, so cannot be removed or lose administration. */
    isOwner: z.boolean(),
    invitedAt: IsoDateTimeSchema,
    /** When the current invitation link stops working (PENDING only). */
    invitationExpiresAt: IsoDateTimeSchema.nullable(),
    acceptedAt: IsoDateTimeSchema.nullable(),
    lastActiveAt: IsoDateTimeSchema.nullable(),
    /** Credit hours of the certificates earned this calendar year (UTC), in total and by credit type. */
    creditHoursThisYear: z.number().min(0),
    creditHoursByType: CreditHoursByTypeSchema,
    coursesInProgress: z.number().int().min(0),
    coursesCompleted: z.number().int().min(0),
    lastCertificate: z
      .object({ number: z.string(), courseTitle: z.string(), issuedAt: IsoDateTimeSchema })
      .nullable(),
  })
  .meta({ id: 'EnterpriseMember' });
export type EnterpriseMember = z.infer<typeof EnterpriseMemberSchema>;

export const EnterpriseFirmSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    planName: z.string().nullable(),
    interval: z.enum(['month', 'year']).nullable(),
    seatsPurchased: z.number().int().min(0),
    /** PENDING + ACTIVE members (the administrators included). */
    seatsInUse: z.number().int().min(0),
    seatsFree: z.number().int().min(0),
    /** Members beyond the seats purchased (after the seat count was lowered): remove this many to invite again. */
    overBy: z.number().int().min(0),
    billingStatus: z.enum(SUBSCRIPTION_STATUSES).nullable(),
    renewalDate: IsoDateTimeSchema.nullable(),
    cancelAtPeriodEnd: z.boolean(),
  })
  .meta({ id: 'EnterpriseFirm' });
export type EnterpriseFirm = z.infer<typeof EnterpriseFirmSchema>;

export const EnterpriseSchema = z
  .object({
    firm: EnterpriseFirmSchema,
    members: z.array(EnterpriseMemberSchema),
    pagination: PaginationSchema,
    /** Members per status over the whole firm (not only this page). */
    statusCounts: z.object({
      PENDING: z.number().int(),
      ACTIVE: z.number().int(),
      REVOKED: z.number().int(),
    }),
  })
  .meta({ id: 'Enterprise' });
export type Enterprise = z.infer<typeof EnterpriseSchema>;

export const InviteeSchema = z.object({ fullName: FullNameSchema, email: InviteeEmailSchema });
export type Invitee = z.infer<typeof InviteeSchema>;

/** POST /api/enterprise/create-lawyer: one lawyer, or several at once (all or none, up to the free seats). */
export const CreateLawyerRequestSchema = z
  .union([
    InviteeSchema,
    z.object({ lawyers: z.array(InviteeSchema).min(1).max(ENTERPRISE_BULK_INVITE_MAX) }),
  ])
  .meta({ id: 'CreateLawyerRequest' });
export type CreateLawyerRequest = z.infer<typeof CreateLawyerRequestSchema>;

export const CreatedLawyersSchema = z
  .object({ members: z.array(EnterpriseMemberSchema) })
  .meta({ id: 'CreatedLawyers' });
export type CreatedLawyers = z.infer<typeof CreatedLawyersSchema>;

export const EnterpriseMemberIdQuerySchema = z.object({ enterpriseMemberId: z.uuid() });

export const EnterpriseMemberResponseSchema = z
  .object({ member: EnterpriseMemberSchema })
  .meta({ id: 'EnterpriseMemberResponse' });
export type EnterpriseMemberResponse = z.infer<typeof EnterpriseMemberResponseSchema>;

export const RemovedLawyerSchema = z
  .object({ removed: z.object({ id: z.uuid(), email: z.string(), status: EnterpriseMemberStatusSchema }) })
  .meta({ id: 'RemovedLawyer' });
export type RemovedLawyer = z.infer<typeof RemovedLawyerSchema>;

export const ChangeEnterpriseNameRequestSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(ENTERPRISE_NAME_MIN_LENGTH, `At least ${ENTERPRISE_NAME_MIN_LENGTH} characters`)
      .max(ENTERPRISE_NAME_MAX_LENGTH, `At most ${ENTERPRISE_NAME_MAX_LENGTH} characters`),
  })
  .meta({ id: 'ChangeEnterpriseNameRequest' });
export type ChangeEnterpriseNameRequest = z.infer<typeof ChangeEnterpriseNameRequestSchema>;

export const EnterpriseNameSchema = z
  .object({ firm: z.object({ id: z.uuid(), name: z.string() }) })
  .meta({ id: 'EnterpriseName' });
export type EnterpriseName = z.infer<typeof EnterpriseNameSchema>;

/** An invitation link's token: 32 random bytes, base64url (43 characters). */
export const InvitationTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** POST /api/enterprise/accept-invitation: the body is optional and holds nothing required. */
export const AcceptInvitationRequestSchema = z.object({}).nullish();

/** GET /api/enterprise/invitation?token=: what the accept page shows before anyone signs in. */
export const InvitationPreviewSchema = z
  .object({ firmName: z.string(), email: z.string(), fullName: z.string(), expiresAt: IsoDateTimeSchema })
  .meta({ id: 'InvitationPreview' });
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

/** POST /api/enterprise/accept-invitation: the firm the lawyer now belongs to. */
export const AcceptedInvitationSchema = z
  .object({
    firm: z.object({ id: z.uuid(), name: z.string() }),
    /** The lawyer also holds an individual membership: both keep working; they may cancel it in the billing portal. */
    hasIndividualMembership: z.boolean(),
  })
  .meta({ id: 'AcceptedInvitation' });
export type AcceptedInvitation = z.infer<typeof AcceptedInvitationSchema>;

/** POST/DELETE /api/enterprise/administrators. */
export const AdministratorRequestSchema = z
  .object({ enterpriseMemberId: z.uuid() })
  .meta({ id: 'AdministratorRequest' });

export const ENTERPRISE_AUDIT_ACTIONS = [
  'INVITED',
  'INVITATION_RESENT',
  'INVITATION_REVOKED',
  'INVITATION_ACCEPTED',
  'MEMBER_REMOVED',
  'ADMINISTRATOR_ADDED',
  'ADMINISTRATOR_REMOVED',
  'FIRM_RENAMED',
] as const;
export type EnterpriseAuditAction = (typeof ENTERPRISE_AUDIT_ACTIONS)[number];

export const AuditLogQuerySchema = z.object({
  currentPage: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const AuditLogEntrySchema = z
  .object({
    id: z.uuid(),
    at: IsoDateTimeSchema,
    action: z.enum(ENTERPRISE_AUDIT_ACTIONS),
    /** Who did it (null: the account was deleted since). */
    actor: z.object({ name: z.string(), email: z.string() }).nullable(),
    /** Whom it concerned (null for a rename). */
    subject: z.object({ name: z.string(), email: z.string() }).nullable(),
    /** e.g. the firm's old and new names. */
    detail: z.string().nullable(),
  })
  .meta({ id: 'AuditLogEntry' });
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

export const AuditLogSchema = z
  .object({ entries: z.array(AuditLogEntrySchema), pagination: PaginationSchema })
  .meta({ id: 'AuditLog' });
export type AuditLog = z.infer<typeof AuditLogSchema>;

/** GET /api/enterprise/member-emails: every address in the firm, any status (the bulk-invite preview). */
export const MemberEmailsSchema = z.object({ emails: z.array(z.string()) }).meta({ id: 'MemberEmails' });
export type MemberEmails = z.infer<typeof MemberEmailsSchema>;
