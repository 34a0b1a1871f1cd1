import { z } from 'zod';
import { CalendarDateSchema, ComplianceFormatSchema, CompliancePeriodSchema } from './compliance-rules.js';
import { AdmissionComplianceSchema } from './compliance.js';

/**
 * Manage Firm's compliance view (GET /api/enterprise/compliance; the same standings as CSV at
 * GET /api/enterprise/compliance.csv): where each ACTIVE lawyer of the administrator's firm stands in each admission's
 * current reporting period, computed as the lawyer's own tracker computes it (compliance.ts), and the lawyers at risk.
 */

const hours = z.number().min(0);

/**
 * One admission's standing in its current period as the firm sees it: the lawyer's AdmissionCompliance without the
 * credit list, warnings, rule sources and carry-over (the lawyer's own page has those).
 */
export const FirmAdmissionStandingSchema = AdmissionComplianceSchema.pick({
  admissionId: true,
  jurisdictionCode: true,
  jurisdictionName: true,
  barNumber: true,
  state: true,
  missingDetails: true,
  status: true,
  period: true,
  deadline: true,
  daysToDeadline: true,
  reportBy: true,
  total: true,
  requirements: true,
  formatMinimums: true,
  hoursStillNeeded: true,
}).meta({ id: 'FirmAdmissionStanding' });
export type FirmAdmissionStanding = z.infer<typeof FirmAdmissionStandingSchema>;

/** An ACTIVE lawyer of the firm with every admission's standing (none: no admission entered yet). */
export const FirmMemberComplianceSchema = z
  .object({
    memberId: z.uuid(),
    name: z.string(),
    email: z.string(),
    admissions: z.array(FirmAdmissionStandingSchema),
  })
  .meta({ id: 'FirmMemberCompliance' });
export type FirmMemberCompliance = z.infer<typeof FirmMemberComplianceSchema>;

/**
 * What a lawyer still misses in one admission's period whose deadline is at most `atRiskWithinDays` away, or passed
 * at most that many days ago (OVERDUE): the hours still needed, each requirement still short (by its label) and each
 * format minimum still short (live). The period is the current one, or the one before while its deadline is that
 * near (a deadline after the period's end: Texas's birth month, New York's 30 days).
 */
export const ComplianceShortfallSchema = z
  .object({
    admissionId: z.uuid(),
    jurisdictionCode: z.string(),
    jurisdictionName: z.string(),
    barNumber: z.string(),
    status: z.enum(['IN_PROGRESS', 'OVERDUE']),
    period: CompliancePeriodSchema,
    deadline: CalendarDateSchema,
    /** Whole days from today (in the jurisdiction) to the deadline; negative once past. */
    daysToDeadline: z.number().int(),
    /** Null when the rule sets no total (only requirements). */
    total: z.object({ required: hours, earned: hours, missing: hours }).nullable(),
    hoursStillNeeded: hours,
    requirements: z.array(z.object({ id: z.string(), label: z.string(), missing: hours })),
    formatMinimums: z.array(z.object({ formats: z.array(ComplianceFormatSchema), missing: hours })),
  })
  .meta({ id: 'ComplianceShortfall' });
export type ComplianceShortfall = z.infer<typeof ComplianceShortfallSchema>;

/** A lawyer short in at least one admission with a near deadline; `shortfalls` soonest deadline first. */
export const AtRiskMemberSchema = z
  .object({
    memberId: z.uuid(),
    name: z.string(),
    email: z.string(),
    /** The soonest deadline of the shortfalls, and the days to it. */
    deadline: CalendarDateSchema,
    daysToDeadline: z.number().int(),
    shortfalls: z.array(ComplianceShortfallSchema).min(1),
  })
  .meta({ id: 'AtRiskMember' });
export type AtRiskMember = z.infer<typeof AtRiskMemberSchema>;

/**
 * Lawyers counted once each. membersTracked: the firm's ACTIVE lawyers. atRisk: those in `atRisk`. compliant: not at
 * risk, at least one tracked admission, every tracked admission COMPLIANT, EXEMPT or NO_HOURS_REQUIRED in its current
 * period, and none awaiting details.
 * needsDetails: at least one admission NEEDS_DETAILS (the rule needs a detail the lawyer has not entered).
 * withoutAdmissions: no admission entered.
 */
export const EnterpriseComplianceCountsSchema = z.object({
  membersTracked: z.number().int().min(0),
  atRisk: z.number().int().min(0),
  compliant: z.number().int().min(0),
  needsDetails: z.number().int().min(0),
  withoutAdmissions: z.number().int().min(0),
});
export type EnterpriseComplianceCounts = z.infer<typeof EnterpriseComplianceCountsSchema>;

export const EnterpriseComplianceSchema = z
  .object({
    /** Today (UTC) when computed; each admission's days count in its jurisdiction's time zone. */
    asOf: CalendarDateSchema,
    /** A lawyer still short is at risk once a deadline is this many days away or fewer (or passed as recently). */
    atRiskWithinDays: z.number().int().positive(),
    counts: EnterpriseComplianceCountsSchema,
    /** Soonest deadline first. */
    atRisk: z.array(AtRiskMemberSchema),
    /** Every ACTIVE lawyer, by name, with each admission's current period. */
    members: z.array(FirmMemberComplianceSchema),
  })
  .meta({ id: 'EnterpriseCompliance' });
export type EnterpriseCompliance = z.infer<typeof EnterpriseComplianceSchema>;
