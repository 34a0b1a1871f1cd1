import { z } from 'zod';
import { CreditTypeSchema, IsoDateTimeSchema, PaginationSchema } from './common.js';
import { COURSE_SEARCH_MAX_LENGTH, CREDIT_CATEGORIES } from './constants.js';
import {
  ApprovalStatusSchema,
  CourseFormatSchema,
  CourseLevelSchema,
  CreditCategorySchema,
  JurisdictionCodeSchema,
  SlugSchema,
} from './courses.js';
import { JurisdictionSchema, PracticeAreaSchema } from './taxonomy.js';

/*
 * The staff console's Courses and Credit approvals (docs/product-rules.md#courses-and-versions,
 * docs/product-rules.md#credit-approvals).
 */

export const STAFF_COURSE_PAGE_SIZE_MAX = 100;
export const STAFF_COURSE_STATUSES = ['draft', 'published'] as const;
export const StaffCourseStatusSchema = z.enum(STAFF_COURSE_STATUSES);
export type StaffCourseStatus = z.infer<typeof StaffCourseStatusSchema>;
/** The longest a course may be: 24 hours. */
export const COURSE_DURATION_MAX_MINUTES = 1440;
/** The most a course may cost outright: $10,000. */
export const COURSE_PRICE_MAX_CENTS = 1_000_000;
export const APPROVALS_EXPIRING_DAYS_DEFAULT = 60;

/** A calendar day, `2027-03-05`. */
export const IsoDateSchema = z.iso.date();

/**
 * Descriptions are plain text: paragraphs separated by a blank line, single line breaks kept (the course page renders
 * them as text, never as HTML). Markup is refused rather than cleaned, so what staff typed is what lawyers read.
 */
const HTML_TAG = /<\/?[a-z!][^>]*>/i;
const PlainTextSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !HTML_TAG.test(value), {
      message: 'Plain text only: separate paragraphs with a blank line; HTML tags are not allowed',
    });

/** An image's address: https, or a path on this site (`/thumbnails/ethics.svg`). */
export const ImageUrlSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https:\/\/[^\s<>"]+|\/[A-Za-z0-9._~\-/]+)$/, 'Use an https:// address or a path starting with /');

export const StaffCourseListQuerySchema = z.object({
  q: z.string().trim().max(COURSE_SEARCH_MAX_LENGTH).optional().describe('Title, summary, speakers, slug'),
  status: StaffCourseStatusSchema.optional(),
  format: CourseFormatSchema.optional(),
  jurisdiction: JurisdictionCodeSchema.optional().describe('Only courses with a credit line there'),
  approvalStatus: ApprovalStatusSchema.optional().describe(
    'Only courses with a credit line in this status (in `jurisdiction` when given)',
  ),
  currentPage: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(STAFF_COURSE_PAGE_SIZE_MAX).default(25),
});
export type StaffCourseListQuery = z.infer<typeof StaffCourseListQuerySchema>;
export type StaffCourseListQueryInput = z.input<typeof StaffCourseListQuerySchema>;

export const StaffSpeakerSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    title: z.string(),
    bio: z.string(),
    photoUrl: z.string().nullable(),
  })
  .meta({ id: 'StaffSpeaker' });
export type StaffSpeaker = z.infer<typeof StaffSpeakerSchema>;

export const StaffSpeakerListSchema = z
  .object({ items: z.array(StaffSpeakerSchema) })
  .meta({ id: 'StaffSpeakerList' });
export type StaffSpeakerList = z.infer<typeof StaffSpeakerListSchema>;

export const StaffSpeakerInputSchema = z.object({
  name: z.string().trim().min(1, 'Enter the speaker’s name').max(120),
  title: z.string().trim().min(1, 'Enter their role and organisation').max(200),
  bio: PlainTextSchema(4000).pipe(z.string().min(1, 'Enter a short biography')),
  photoUrl: ImageUrlSchema.nullable().default(null),
});
export type StaffSpeakerInput = z.infer<typeof StaffSpeakerInputSchema>;
export type StaffSpeakerFormValues = z.input<typeof StaffSpeakerInputSchema>;

export const StaffSpeakerParamsSchema = z.object({ speakerId: z.uuid() });

export const StaffCreditLineSchema = z
  .object({
    id: z.uuid(),
    jurisdiction: JurisdictionSchema,
    creditType: CreditTypeSchema,
    category: CreditCategorySchema,
    hours: z.number(),
    approvalStatus: ApprovalStatusSchema,
    accreditationNumber: z.string().nullable(),
    appliedOn: IsoDateSchema.nullable(),
    approvedOn: IsoDateSchema.nullable(),
    /** The last day the approval earns credit. */
    expiresOn: IsoDateSchema.nullable(),
    updatedAt: IsoDateTimeSchema,
  })
  .meta({ id: 'StaffCreditLine' });
export type StaffCreditLine = z.infer<typeof StaffCreditLineSchema>;

const CreditLineFieldsSchema = z.object({
  jurisdictionCode: JurisdictionCodeSchema,
  creditType: CreditTypeSchema,
  category: CreditCategorySchema.describe(`One of ${CREDIT_CATEGORIES.join(', ')}`),
  hours: z.number().positive('Hours must be more than 0').max(100).multipleOf(0.01),
  approvalStatus: ApprovalStatusSchema,
  accreditationNumber: z.string().trim().min(1).max(80).nullable().default(null),
  appliedOn: IsoDateSchema.nullable().default(null),
  approvedOn: IsoDateSchema.nullable().default(null),
  expiresOn: IsoDateSchema.nullable().default(null),
});

/** POST /api/staff/courses/{courseId}/credits and PUT …/credits/{creditId} (the whole line). */
export const StaffCreditLineInputSchema = CreditLineFieldsSchema;
export type StaffCreditLineInput = z.infer<typeof StaffCreditLineInputSchema>;
export type StaffCreditLineFormValues = z.input<typeof StaffCreditLineInputSchema>;

export const StaffCreditParamsSchema = z.object({ courseId: z.uuid(), creditId: z.uuid() });

export const StaffCourseSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    description: z.string(),
    format: CourseFormatSchema,
    level: CourseLevelSchema,
    durationMinutes: z.number().int(),
    priceCents: z.number().int().nullable(),
    currency: z.string(),
    thumbnailUrl: z.string().nullable(),
    status: StaffCourseStatusSchema,
    /** When it was last published (null: never). */
    publishedAt: IsoDateTimeSchema.nullable(),
    creditVersion: z.number().int(),
    /** Whether credit changes now raise the version (the course is or has been published). */
    versioned: z.boolean(),
    recordingAvailable: z.boolean(),
    practiceAreas: z.array(PracticeAreaSchema),
    speakers: z.array(StaffSpeakerSchema),
    credits: z.array(StaffCreditLineSchema),
    createdAt: IsoDateTimeSchema,
    updatedAt: IsoDateTimeSchema,
  })
  .meta({ id: 'StaffCourse' });
export type StaffCourse = z.infer<typeof StaffCourseSchema>;

export const StaffCourseListItemSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    format: CourseFormatSchema,
    status: StaffCourseStatusSchema,
    durationMinutes: z.number().int(),
    creditVersion: z.number().int(),
    speakerNames: z.array(z.string()),
    /** How many credit lines are in each approval status. */
    approvals: z.object({
      APPROVED: z.number().int(),
      PENDING: z.number().int(),
      DENIED: z.number().int(),
      EXPIRED: z.number().int(),
    }),
    /** The soonest expiry of an approved line (null: none expires). */
    nextExpiry: IsoDateSchema.nullable(),
    updatedAt: IsoDateTimeSchema,
  })
  .meta({ id: 'StaffCourseListItem' });
export type StaffCourseListItem = z.infer<typeof StaffCourseListItemSchema>;

export const StaffCourseListSchema = z
  .object({ items: z.array(StaffCourseListItemSchema), pagination: PaginationSchema })
  .meta({ id: 'StaffCourseList' });
export type StaffCourseList = z.infer<typeof StaffCourseListSchema>;

/** POST /api/staff/courses: a new draft. The console creates on-demand courses (live ones come with sessions). */
export const StaffCourseInputSchema = z.object({
  slug: SlugSchema.min(3),
  title: z.string().trim().min(1, 'Enter a title').max(200),
  summary: PlainTextSchema(500).default(''),
  description: PlainTextSchema(20_000).default(''),
  format: CourseFormatSchema.default('ON_DEMAND'),
  level: CourseLevelSchema,
  durationMinutes: z.number().int().min(1).max(COURSE_DURATION_MAX_MINUTES),
  priceCents: z.number().int().min(0).max(COURSE_PRICE_MAX_CENTS).nullable().default(null),
  thumbnailUrl: ImageUrlSchema.nullable().default(null),
  practiceAreaSlugs: z.array(SlugSchema).max(20).default([]),
  /** In the order the course page lists them. */
  speakerIds: z.array(z.uuid()).max(20).default([]),
});
export type StaffCourseInput = z.infer<typeof StaffCourseInputSchema>;
export type StaffCourseFormValues = z.input<typeof StaffCourseInputSchema>;

/** PUT /api/staff/courses/{courseId}: the fields to change (any subset). */
export const StaffCourseUpdateSchema = z
  .object({
    slug: SlugSchema.min(3),
    title: z.string().trim().min(1, 'Enter a title').max(200),
    summary: PlainTextSchema(500),
    description: PlainTextSchema(20_000),
    format: CourseFormatSchema,
    level: CourseLevelSchema,
    durationMinutes: z.number().int().min(1).max(COURSE_DURATION_MAX_MINUTES),
    priceCents: z.number().int().min(0).max(COURSE_PRICE_MAX_CENTS).nullable(),
    thumbnailUrl: ImageUrlSchema.nullable(),
    practiceAreaSlugs: z.array(SlugSchema).max(20),
    speakerIds: z.array(z.uuid()).max(20),
  })
  .partial()
  .meta({ id: 'StaffCourseUpdate' });
export type StaffCourseUpdate = z.infer<typeof StaffCourseUpdateSchema>;

export const StaffCourseParamsSchema = z.object({ courseId: z.uuid() });

export const CourseVersionSchema = z
  .object({
    version: z.number().int(),
    format: CourseFormatSchema,
    durationMinutes: z.number().int(),
    credits: z.array(
      z.object({
        jurisdictionCode: z.string(),
        creditType: z.string(),
        category: z.string(),
        hours: z.number(),
        approvalStatus: z.string(),
        accreditationNumber: z.string().nullable(),
      }),
    ),
    createdAt: IsoDateTimeSchema,
    /** How many completions were earned under this version. */
    completions: z.number().int(),
  })
  .meta({ id: 'CourseVersion' });
export type CourseVersion = z.infer<typeof CourseVersionSchema>;

export const CourseVersionListSchema = z
  .object({ currentVersion: z.number().int(), versions: z.array(CourseVersionSchema) })
  .meta({ id: 'CourseVersionList' });
export type CourseVersionList = z.infer<typeof CourseVersionListSchema>;

export const ExpiringApprovalsQuerySchema = z.object({
  withinDays: z.coerce.number().int().min(1).max(365).default(APPROVALS_EXPIRING_DAYS_DEFAULT),
});
export type ExpiringApprovalsQuery = z.infer<typeof ExpiringApprovalsQuerySchema>;

export const ExpiringApprovalSchema = z
  .object({
    creditId: z.uuid(),
    courseId: z.uuid(),
    courseTitle: z.string(),
    courseStatus: StaffCourseStatusSchema,
    jurisdiction: JurisdictionSchema,
    creditType: CreditTypeSchema,
    category: CreditCategorySchema,
    hours: z.number(),
    accreditationNumber: z.string().nullable(),
    expiresOn: IsoDateSchema,
    /** Days from today (UTC) to the expiry; 0: today is the last day. */
    daysLeft: z.number().int(),
  })
  .meta({ id: 'ExpiringApproval' });
export type ExpiringApproval = z.infer<typeof ExpiringApprovalSchema>;

export const ExpiringApprovalListSchema = z
  .object({ items: z.array(ExpiringApprovalSchema), withinDays: z.number().int() })
  .meta({ id: 'ExpiringApprovalList' });
export type ExpiringApprovalList = z.infer<typeof ExpiringApprovalListSchema>;
