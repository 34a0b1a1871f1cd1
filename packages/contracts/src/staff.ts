import { z } from 'zod';
import { IsoDateTimeSchema, PaginationSchema } from './common.js';

/*
 * The staff console's shared shapes (docs/product-rules.md#staff): staff members and the audit log of every staff
 * action. Each console area (courses, approvals, people, inbox, reports…) has its own contract file.
 */

export const STAFF_AUDIT_PAGE_SIZE_MAX = 100;
const FilterTextSchema = z.string().trim().min(1).max(120);

/** GET /api/staff/audit-log: newest first, filtered by any of these. */
export const StaffAuditQuerySchema = z.object({
  /** An action (`course.publish`) or a prefix ending in a dot (`course.`). */
  action: FilterTextSchema.optional(),
  subjectType: FilterTextSchema.optional(),
  subjectId: FilterTextSchema.optional(),
  /** Part of the acting staff member's e-mail. */
  actor: FilterTextSchema.optional(),
  from: IsoDateTimeSchema.optional(),
  to: IsoDateTimeSchema.optional(),
  currentPage: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(STAFF_AUDIT_PAGE_SIZE_MAX).default(50),
});
export type StaffAuditQuery = z.infer<typeof StaffAuditQuerySchema>;

export const StaffAuditEntrySchema = z
  .object({
    id: z.uuid(),
    at: IsoDateTimeSchema,
    actorEmail: z.string(),
    action: z.string(),
    subjectType: z.string(),
    subjectId: z.string(),
    summary: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'StaffAuditEntry' });
export type StaffAuditEntry = z.infer<typeof StaffAuditEntrySchema>;

export const StaffAuditPageSchema = z
  .object({ entries: z.array(StaffAuditEntrySchema), pagination: PaginationSchema })
  .meta({ id: 'StaffAuditPage' });
export type StaffAuditPage = z.infer<typeof StaffAuditPageSchema>;

export const StaffMemberSchema = z
  .object({
    userId: z.uuid(),
    name: z.string(),
    email: z.string(),
    grantedAt: IsoDateTimeSchema,
    /** null: granted with the staff:grant command. */
    grantedByEmail: z.string().nullable(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffMemberListSchema = z
  .object({ members: z.array(StaffMemberSchema) })
  .meta({ id: 'StaffMemberList' });
export type StaffMemberList = z.infer<typeof StaffMemberListSchema>;

/** POST /api/staff/members: make an existing, verified account a staff member. */
export const GrantStaffInputSchema = z
  .object({
    email: z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid e-mail address')),
  })
  .meta({ id: 'GrantStaffInput' });
export type GrantStaffInput = z.infer<typeof GrantStaffInputSchema>;

export const StaffMemberParamsSchema = z.object({ userId: z.uuid() });
