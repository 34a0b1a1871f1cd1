import { z } from 'zod';
import {
  CalendarDateSchema,
  ComplianceCategorySchema,
  ComplianceFormatSchema,
  CompliancePeriodSchema,
} from './compliance-rules.js';
import { CREDIT_CATEGORIES, CREDIT_TYPES } from './constants.js';
import { JurisdictionCodeSchema } from './courses.js';

/**
 * The compliance tracker (GET /api/compliance, /api/compliance/{admissionId}, /api/compliance/rules): where a lawyer
 * stands in each jurisdiction they are admitted in, computed by the rule engine in packages/domain/src/compliance/.
 */

/** The details of an admission a rule reads to place the reporting period (see profileNeeds in the domain). */
export const ADMISSION_DETAILS = [
  'admittedOn',
  'birthDate',
  'birthMonth',
  'complianceGroup',
  'cycleEndsOn',
] as const;
export const AdmissionDetailSchema = z.enum(ADMISSION_DETAILS);
export type AdmissionDetail = z.infer<typeof AdmissionDetailSchema>;

export const ComplianceSourceSchema = z.object({ key: z.string(), url: z.string() });

/** What the tracker knows of a jurisdiction's rule, for the admission form and the list of covered jurisdictions. */
export const ComplianceRuleSummarySchema = z
  .object({
    jurisdictionCode: z.string(),
    scheme: z.string(),
    name: z.string(),
    version: z.number().int(),
    creditType: z.enum(CREDIT_TYPES),
    /** The details the form must ask for, in order. */
    details: z.array(AdmissionDetailSchema),
    /** complianceGroup: the groups to choose from. */
    groups: z.array(z.object({ id: z.string(), label: z.string() })),
    /** Points of the rule not confirmed from a source: "check with your bar". */
    unconfirmed: z.array(z.string()),
    sources: z.array(ComplianceSourceSchema),
  })
  .meta({ id: 'ComplianceRuleSummary' });
export type ComplianceRuleSummary = z.infer<typeof ComplianceRuleSummarySchema>;

export const ComplianceRuleListSchema = z
  .object({ items: z.array(ComplianceRuleSummarySchema) })
  .meta({ id: 'ComplianceRuleList' });
export type ComplianceRuleList = z.infer<typeof ComplianceRuleListSchema>;

const hours = z.number().min(0);

/** One requirement (or an "of which" minimum inside one, `parentId` set), required vs earned in the period. */
export const ComplianceRequirementStatusSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  label: z.string(),
  required: hours,
  earned: hours,
  missing: hours,
  /** The categories that count toward it. */
  categories: z.array(ComplianceCategorySchema),
  /** The catalog category to browse for courses that fill it (null: no course category matches). */
  browseCategory: z.enum(CREDIT_CATEGORIES).nullable(),
  /** Set when the notes could not confirm this requirement ("check with your bar"). */
  unconfirmedNote: z.string().nullable(),
});
export type ComplianceRequirementStatus = z.infer<typeof ComplianceRequirementStatusSchema>;

/** A credit the period counts: ours (a certificate) or self-reported (an external credit). */
export const ComplianceCreditSchema = z.object({
  id: z.string(),
  source: z.enum(['COUNSEL', 'EXTERNAL', 'CARRIED_IN']),
  title: z.string(),
  date: CalendarDateSchema,
  format: ComplianceFormatSchema,
  category: ComplianceCategorySchema,
  hours,
  /** The hours counted after the rule's format caps. */
  countedHours: hours,
  certificateNumber: z.string().nullable(),
  courseId: z.uuid().nullable(),
});
export type ComplianceCredit = z.infer<typeof ComplianceCreditSchema>;

export const COMPLIANCE_WARNINGS = [
  'OVERDUE',
  'DEADLINE_NEAR',
  'CATEGORY_MISSING',
  'LIVE_MINIMUM_MISSING',
  'CAP_REACHED',
  'RULE_UNCONFIRMED',
] as const;
export const ComplianceWarningSchema = z.object({
  code: z.enum(COMPLIANCE_WARNINGS),
  message: z.string(),
});
export type ComplianceWarning = z.infer<typeof ComplianceWarningSchema>;

/**
 * TRACKED: a period was computed. NEEDS_DETAILS: the rule needs details of the admission the profile lacks
 * (`missingDetails`). NOT_COVERED: no rule file for this jurisdiction yet. OUTSIDE_RULE: the date falls before the
 * first period the rule file covers.
 */
export const ComplianceStateSchema = z.enum(['TRACKED', 'NEEDS_DETAILS', 'NOT_COVERED', 'OUTSIDE_RULE']);

export const ComplianceStatusSchema = z.enum([
  'NO_HOURS_REQUIRED',
  'EXEMPT',
  'COMPLIANT',
  'IN_PROGRESS',
  'OVERDUE',
]);
export type ComplianceStatusValue = z.infer<typeof ComplianceStatusSchema>;

export const AdmissionComplianceSchema = z
  .object({
    admissionId: z.uuid(),
    jurisdictionCode: z.string(),
    jurisdictionName: z.string(),
    barNumber: z.string(),
    state: ComplianceStateSchema,
    missingDetails: z.array(AdmissionDetailSchema),
    rule: ComplianceRuleSummarySchema.nullable(),
    /** The rest is null unless state is TRACKED. */
    status: ComplianceStatusSchema.nullable(),
    period: CompliancePeriodSchema.nullable(),
    deadline: CalendarDateSchema.nullable(),
    /** Whole days from today (in the jurisdiction) to the deadline; negative once past. */
    daysToDeadline: z.number().int().nullable(),
    reportBy: CalendarDateSchema.nullable(),
    /** Null when the rule sets no hours (SRA: a reflection and record). */
    total: z.object({ required: hours, earned: hours, missing: hours }).nullable(),
    requirements: z.array(ComplianceRequirementStatusSchema),
    /** Minimum hours in some formats (live/participatory). */
    formatMinimums: z.array(
      z.object({
        formats: z.array(ComplianceFormatSchema),
        required: hours,
        earned: hours,
        missing: hours,
      }),
    ),
    capsApplied: z.array(z.object({ description: z.string(), hoursNotCounted: hours })),
    hoursStillNeeded: hours,
    carryIn: hours,
    carryOut: z.object({ carried: hours, lost: hours }),
    credits: z.array(ComplianceCreditSchema),
    warnings: z.array(ComplianceWarningSchema),
    /** The periods before and after, for ?period= (null at the edge of what the rule covers). */
    previousPeriodStart: CalendarDateSchema.nullable(),
    nextPeriodStart: CalendarDateSchema.nullable(),
  })
  .meta({ id: 'AdmissionCompliance' });
export type AdmissionCompliance = z.infer<typeof AdmissionComplianceSchema>;

export const ComplianceOverviewSchema = z
  .object({ asOf: CalendarDateSchema, items: z.array(AdmissionComplianceSchema) })
  .meta({ id: 'ComplianceOverview' });
export type ComplianceOverview = z.infer<typeof ComplianceOverviewSchema>;

export const AdmissionComplianceParamsSchema = z.object({ admissionId: z.uuid() });
export const AdmissionComplianceQuerySchema = z.object({
  /** Any day of the period to show; the current period by default. */
  period: CalendarDateSchema.optional(),
});

/*
 * External credits (GET/POST /api/external-credits, PUT/DELETE /api/external-credits/{id}, PUT/GET/DELETE
 * /api/external-credits/{id}/certificate): courses taken with another provider, self-reported, counted by the tracker.
 */

/** A certificate upload: at most this many bytes, one of these types, its extension matching its content. */
export const EXTERNAL_CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;
export const EXTERNAL_CERTIFICATE_TYPES = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
} as const;
export type ExternalCertificateType = keyof typeof EXTERNAL_CERTIFICATE_TYPES;
/** A lawyer keeps at most this many external credits. */
export const EXTERNAL_CREDITS_MAX = 500;

export const ExternalCreditLineSchema = z.object({
  jurisdictionCode: JurisdictionCodeSchema,
  creditType: z.enum(CREDIT_TYPES),
  category: ComplianceCategorySchema,
  hours: z.number().positive('Enter the hours earned').max(100).multipleOf(0.01, 'At most two decimals'),
});
export type ExternalCreditLine = z.infer<typeof ExternalCreditLineSchema>;

const ExternalCreditFieldsSchema = z.object({
  provider: z.string().trim().min(1, 'Enter the provider').max(200),
  title: z.string().trim().min(1, 'Enter the course title').max(300),
  completedOn: CalendarDateSchema,
  format: ComplianceFormatSchema,
  /** Hours by jurisdiction, credit type and category: a course can count in several places. */
  lines: z.array(ExternalCreditLineSchema).min(1, 'Add the hours earned').max(20),
});
export const ExternalCreditInputSchema = ExternalCreditFieldsSchema.meta({ id: 'ExternalCreditDetails' });
export type ExternalCreditInput = z.infer<typeof ExternalCreditInputSchema>;

export const ExternalCertificateSchema = z.object({
  fileName: z.string(),
  contentType: z.enum(
    Object.keys(EXTERNAL_CERTIFICATE_TYPES) as [ExternalCertificateType, ...ExternalCertificateType[]],
  ),
  sizeBytes: z.number().int().positive(),
  uploadedAt: z.iso.datetime({ offset: true }),
  /** GET, with the owner's bearer token. */
  downloadPath: z.string(),
});

export const ExternalCreditSchema = ExternalCreditFieldsSchema.extend({
  id: z.uuid(),
  certificate: ExternalCertificateSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
}).meta({ id: 'ExternalCredit' });
export type ExternalCredit = z.infer<typeof ExternalCreditSchema>;

export const ExternalCreditListSchema = z
  .object({ items: z.array(ExternalCreditSchema) })
  .meta({ id: 'ExternalCreditList' });
export type ExternalCreditList = z.infer<typeof ExternalCreditListSchema>;

export const ExternalCreditParamsSchema = z.object({ externalCreditId: z.uuid() });
export const ExternalCertificateQuerySchema = z.object({
  /** The uploaded file's name: its extension must match the Content-Type and the content. */
  fileName: z.string().trim().min(1).max(200),
});

/*
 * "Will this count for me?" (GET /api/courses/{courseId}/applicability): for each of the signed-in lawyer's
 * admissions, how the course's credit there would count in the current reporting period, or why not.
 */
export const APPLICABILITY_REASONS = [
  'PENDING_APPROVAL',
  'CAP_REACHED',
  'FORMAT_NOT_ACCEPTED',
  'CATEGORY_NOT_COUNTED',
  'NO_HOURS_REQUIRED',
  'PERIOD_UNKNOWN',
] as const;

export const CreditApplicabilitySchema = z.object({
  creditType: z.enum(CREDIT_TYPES),
  category: z.enum(CREDIT_CATEGORIES),
  /** The hours the course carries in the jurisdiction. */
  hours,
  approvalStatus: z.enum(['APPROVED', 'PENDING']),
  counts: z.boolean(),
  /** The hours it would add to the period's total (less than `hours` when a cap cuts it). */
  countedHours: hours,
  /** The requirements it would add hours to; empty: the total only. */
  toward: z.array(z.object({ id: z.string(), label: z.string(), hours })),
  partlyCapped: z.boolean(),
  reason: z.enum(APPLICABILITY_REASONS).nullable(),
  /** The answer in one sentence: "Counts as 1.5 hours of Ethics and Professionalism in New York." */
  message: z.string(),
});
export type CreditApplicability = z.infer<typeof CreditApplicabilitySchema>;

/**
 * ANSWERED: see `credits`. NOT_APPROVED_HERE: the course carries no credit of the rule's type in the jurisdiction.
 * NEEDS_DETAILS: the admission lacks what the rule needs (`missingDetails`). NOT_COVERED: no rule file yet.
 */
export const AdmissionApplicabilitySchema = z.object({
  admissionId: z.uuid(),
  jurisdictionCode: z.string(),
  jurisdictionName: z.string(),
  state: z.enum(['ANSWERED', 'NOT_APPROVED_HERE', 'NEEDS_DETAILS', 'NOT_COVERED']),
  message: z.string(),
  missingDetails: z.array(AdmissionDetailSchema),
  credits: z.array(CreditApplicabilitySchema),
});
export type AdmissionApplicability = z.infer<typeof AdmissionApplicabilitySchema>;

export const CourseApplicabilitySchema = z
  .object({ courseId: z.uuid(), items: z.array(AdmissionApplicabilitySchema) })
  .meta({ id: 'CourseApplicability' });
export type CourseApplicability = z.infer<typeof CourseApplicabilitySchema>;
