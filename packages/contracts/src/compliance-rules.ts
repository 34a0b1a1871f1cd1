import { z } from 'zod';
import { CREDIT_CATEGORIES, CREDIT_TYPES, JURISDICTION_CODE_PATTERN } from './constants.js';

/**
 * Compliance rule files (packages/domain/src/compliance/rules/): one per jurisdiction and scheme, each rule citing
 * its sources. The engine in packages/domain/src/compliance/ reads them; this schema validates them (in tests).
 */

/** Topics a rule can ask for: our credit categories plus the finer ones rules name. A credit carries one. */
export const COMPLIANCE_CATEGORIES = [
  ...CREDIT_CATEGORIES,
  'PROFESSIONALISM',
  'MENTAL_HEALTH_SUBSTANCE_USE',
  'IMPLICIT_BIAS',
  'CYBERSECURITY',
  'CYBERSECURITY_ETHICS',
  'CIVILITY',
  'ACCESS_TO_JUSTICE',
  'SEXUAL_HARASSMENT_PREVENTION',
  'BAR_PROFESSIONALISM_COURSE',
  'SUBSTANTIVE_LAW',
] as const;
export const ComplianceCategorySchema = z.enum(COMPLIANCE_CATEGORIES);
export type ComplianceCategory = z.infer<typeof ComplianceCategorySchema>;

/** LIVE: in person or real-time interactive; ON_DEMAND: recorded, from a provider; SELF_STUDY: the rest. */
export const COMPLIANCE_FORMATS = ['LIVE', 'ON_DEMAND', 'SELF_STUDY'] as const;
export const ComplianceFormatSchema = z.enum(COMPLIANCE_FORMATS);
export type ComplianceFormat = z.infer<typeof ComplianceFormatSchema>;

/** A plain calendar date, YYYY-MM-DD: no time, no zone. */
export const CalendarDateSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'A calendar date, YYYY-MM-DD');
export type CalendarDate = z.infer<typeof CalendarDateSchema>;

/** Whether this runtime's Intl knows `timeZone` (an IANA name such as America/New_York). */
function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name, e.g. America/New_York: a non-empty string `Intl.DateTimeFormat` accepts. */
export const TimeZoneSchema = z
  .string()
  .min(1)
  .refine(isKnownTimeZone, 'An IANA time zone, e.g. America/New_York');

/**
 * Where a rule comes from: keys into the file's `sourceList`. `confidence` is left out when confirmed; UNCONFIRMED
 * (no source found) is what the UI shows as "check with your bar".
 */
const citation = {
  sources: z.array(z.string().min(1)),
  confidence: z.enum(['PARTLY', 'UNCONFIRMED']).optional(),
  note: z.string().min(1).optional(),
};

export const CompliancePeriodSchema = z.object({ start: CalendarDateSchema, end: CalendarDateSchema });
export type CompliancePeriod = z.infer<typeof CompliancePeriodSchema>;

/** Periods of `lengthMonths` repeating from `cycleStart`; `transitionPeriods` are one-off periods before it. */
const cycle = {
  cycleStart: CalendarDateSchema,
  lengthMonths: z.number().int().positive(),
  transitionPeriods: z.array(CompliancePeriodSchema).optional(),
};

export const ComplianceGroupSchema = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  /** LAST_NAME groups: the first letters of the last name at admission, e.g. "A-G". */
  lastNameLetters: z
    .string()
    .regex(/^[A-Z]-[A-Z]$/)
    .optional(),
  /** BIRTH_MONTH groups: the months (1–12) of birth. */
  birthMonths: z.array(z.number().int().min(1).max(12)).optional(),
  ...cycle,
});
export type ComplianceGroup = z.infer<typeof ComplianceGroupSchema>;

const lengthOnly = { lengthMonths: z.number().int().positive() };

export const PeriodModelSchema = z.discriminatedUnion('anchor', [
  /** Everyone on one cycle (calendar year, 1 Nov – 31 Oct, …). */
  z.object({ anchor: z.literal('FIXED'), ...cycle, ...citation }),
  /** A group chosen by last name at admission, birth month, or an id the bar assigns (`groupId`). */
  z.object({
    anchor: z.literal('GROUP'),
    groupBy: z.enum(['LAST_NAME', 'BIRTH_MONTH', 'ASSIGNED']),
    groups: z.array(ComplianceGroupSchema).min(1),
    ...citation,
  }),
  /** From the 1st day of the birth month. */
  z.object({ anchor: z.literal('BIRTH_MONTH'), ...lengthOnly, ...citation }),
  /** From the birthday, in years of the admission year's parity (for 2-year cycles). */
  z.object({ anchor: z.literal('BIRTHDAY'), ...lengthOnly, ...citation }),
  /** The bar assigns the month a cycle ends; the profile gives one period's last day (`assignedPeriodEnd`). */
  z.object({ anchor: z.literal('ASSIGNED_END_MONTH'), ...lengthOnly, ...citation }),
  /** From the admission (or credential) date. */
  z.object({ anchor: z.literal('ANNIVERSARY'), ...lengthOnly, ...citation }),
]);
export type PeriodModel = z.infer<typeof PeriodModelSchema>;

/** The deadline (or report date) counted from the period's last day. */
export const DeadlineRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('PERIOD_END'), ...citation }),
  z.object({ kind: z.literal('DAYS_AFTER_END'), days: z.number().int().positive(), ...citation }),
  /** The last day of the month `months` after the period's last month. */
  z.object({ kind: z.literal('MONTH_END_AFTER_END'), months: z.number().int().positive(), ...citation }),
]);
export type DeadlineRule = z.infer<typeof DeadlineRuleSchema>;

/**
 * At most `maxHours` from these formats count (0: none count); with `categories`, only credits of those categories
 * are capped (NY newly admitted: no on-demand Skills or Ethics).
 */
export const FormatCapSchema = z.object({
  formats: z.array(ComplianceFormatSchema).min(1),
  categories: z.array(ComplianceCategorySchema).min(1).optional(),
  maxHours: z.number().min(0),
  ...citation,
});
export type FormatCap = z.infer<typeof FormatCapSchema>;

export const FormatMinimumSchema = z.object({
  formats: z.array(ComplianceFormatSchema).min(1),
  minHours: z.number().positive(),
  ...citation,
});
export type FormatMinimum = z.infer<typeof FormatMinimumSchema>;

export interface ComplianceRequirement {
  id: string;
  label: string;
  minHours: number;
  /** A credit of one of these categories counts toward this requirement (and toward the total). */
  categories: ComplianceCategory[];
  /**
   * At most `maxHours` of one category count here (NY: 3 cyber-ethics toward ethics). `acrossWindow` (a NEWLY_ADMITTED
   * rule's top-level requirement): for the whole admission window, less what earlier periods of the window applied.
   */
  categoryCaps?:
    { category: ComplianceCategory; maxHours: number; acrossWindow?: boolean | undefined }[] | undefined;
  /** Format caps inside this requirement (TX: 1 self-study ethics hour). */
  formatCaps?: FormatCap[] | undefined;
  /** Categories that also counted when earned before a date (FL: bias before 8 Jan 2024). */
  formerCategories?: { categories: ComplianceCategory[]; earnedBefore: CalendarDate } | undefined;
  /** Only periods ending on or after this date have this requirement. */
  appliesToPeriodsEndingFrom?: CalendarDate | undefined;
  /** "Of which": minimums counted inside this one, never on top of it. */
  children?: ComplianceRequirement[] | undefined;
  /**
   * A NEWLY_ADMITTED rule's top-level requirement met once in its admission window (NY: 1 cyber credit in the 32):
   * counted on the credits of the whole window, due in its last period, left out of the earlier ones.
   */
  acrossWindow?: boolean | undefined;
  sources: string[];
  confidence?: 'PARTLY' | 'UNCONFIRMED' | undefined;
  note?: string | undefined;
}

export const ComplianceRequirementSchema: z.ZodType<ComplianceRequirement> = z.lazy(() =>
  z.object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    label: z.string().min(1),
    minHours: z.number().positive(),
    categories: z.array(ComplianceCategorySchema).min(1),
    categoryCaps: z
      .array(
        z.object({
          category: ComplianceCategorySchema,
          maxHours: z.number().min(0),
          acrossWindow: z.boolean().optional(),
        }),
      )
      .optional(),
    formatCaps: z.array(FormatCapSchema).optional(),
    formerCategories: z
      .object({ categories: z.array(ComplianceCategorySchema).min(1), earnedBefore: CalendarDateSchema })
      .optional(),
    appliesToPeriodsEndingFrom: CalendarDateSchema.optional(),
    children: z.array(ComplianceRequirementSchema).optional(),
    acrossWindow: z.boolean().optional(),
    ...citation,
  }),
);

/** A limit inside the carry-over: at most `maxHours` of these categories and/or formats. */
const CarryLimitSchema = z.object({
  categories: z.array(ComplianceCategorySchema).optional(),
  formats: z.array(ComplianceFormatSchema).optional(),
  maxHours: z.number().min(0),
});

export const CarryOverRuleSchema = z.object({
  /** 0: nothing carries. Always to the next period only. */
  maxHours: z.number().min(0),
  /** GENERAL: carried hours count toward the total only; SAME_CATEGORY: they keep their category and format. */
  countsAs: z.enum(['GENERAL', 'SAME_CATEGORY']),
  limits: z.array(CarryLimitSchema).optional(),
  /** Hours of these categories or formats never carry. */
  excludedCategories: z.array(ComplianceCategorySchema).optional(),
  excludedFormats: z.array(ComplianceFormatSchema).optional(),
  /** Only hours earned in the period's last N months carry (NSW: units earned Jan–Mar). */
  onlyEarnedInLastMonths: z.number().int().positive().optional(),
  ...citation,
});
export type CarryOverRule = z.infer<typeof CarryOverRuleSchema>;

export const ComplianceRuleSchema = z.object({
  jurisdictionCode: z.string().regex(JURISDICTION_CODE_PATTERN),
  /**
   * Who the rule is for: ATTORNEY (lawyers and solicitors, CPD regimes included), NEWLY_ADMITTED, PARALEGAL (a
   * jurisdiction's own paralegal rule, CA B&P §6450), or a national credential (NALA_CP, NFPA_RP, NFPA_CRP, under
   * jurisdiction code US). One rule per jurisdiction and scheme.
   */
  scheme: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
  /** The credits the rule counts; CLE when left out. */
  creditType: z.enum(CREDIT_TYPES).optional(),
  /**
   * The time zone the rule's days are counted in: a completion counts on its calendar date there. Optional in the
   * schema; every rule file sets it (the tests check).
   */
  timeZone: TimeZoneSchema.optional(),
  name: z.string().min(1),
  /** Bumped whenever the file changes; stored with a computed result. */
  version: z.number().int().positive(),
  /** The rule covers periods ending on or after this date. */
  effectiveFrom: CalendarDateSchema,
  sourceList: z.record(z.string().regex(/^[A-Z]{2}\d+$/), z.url()),
  period: PeriodModelSchema,
  deadline: DeadlineRuleSchema,
  reportBy: DeadlineRuleSchema.optional(),
  minutesPerCreditHour: z.object({
    minutes: z.number().int().positive(),
    increment: z.number().positive(),
    ...citation,
  }),
  /** null: no hours target (the result says so). */
  total: z.object({ hours: z.number().positive(), ...citation }).nullable(),
  requirements: z.array(ComplianceRequirementSchema),
  formatCaps: z.array(FormatCapSchema),
  formatMinimums: z.array(FormatMinimumSchema),
  carryOver: CarryOverRuleSchema,
  newlyAdmitted: z
    .object({ exemptPeriodOfAdmission: z.boolean(), summary: z.string().min(1), ...citation })
    .optional(),
  /**
   * NEWLY_ADMITTED rules: the window after admission the rule replaces the jurisdiction's ATTORNEY rule in, `months`
   * from the admission date (to the end of that month with `toMonthEnd`: IL, the last day of the admission month one
   * year later). Its periods are the rule's ANNIVERSARY periods, the last one ending with the window.
   * `carryOutMaxHours`: the most the window's last period carries into the ATTORNEY rule (NY: 6); `carryOver`
   * otherwise.
   */
  admissionWindow: z
    .object({
      months: z.number().int().positive(),
      toMonthEnd: z.boolean().optional(),
      carryOutMaxHours: z.number().min(0).optional(),
      ...citation,
    })
    .optional(),
  /** Everything else worth showing: grace windows, late fees, who reports. */
  notes: z.array(z.object({ text: z.string().min(1), ...citation })),
});
export type ComplianceRule = z.infer<typeof ComplianceRuleSchema>;
