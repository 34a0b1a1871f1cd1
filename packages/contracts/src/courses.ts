import { z } from 'zod';
import { CreditTypeSchema, IsoDateTimeSchema, PaginationSchema } from './common.js';
import {
  APPROVAL_STATUSES,
  LISTED_APPROVAL_STATUSES,
  COURSE_FORMATS,
  COURSE_LEVELS,
  COURSE_PAGE_SIZE_DEFAULT,
  COURSE_PAGE_SIZE_MAX,
  COURSE_SEARCH_MAX_LENGTH,
  COURSE_SORTS,
  CREDIT_CATEGORIES,
  JURISDICTION_CODE_MAX_LENGTH,
  JURISDICTION_CODE_PATTERN,
  LIST_PARAM_MAX_ITEMS,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
} from './constants.js';
import { JurisdictionSchema, PracticeAreaSchema } from './taxonomy.js';

export const CourseFormatSchema = z.enum(COURSE_FORMATS);
export type CourseFormat = z.infer<typeof CourseFormatSchema>;

export const CourseLevelSchema = z.enum(COURSE_LEVELS);
export type CourseLevel = z.infer<typeof CourseLevelSchema>;

export const CreditCategorySchema = z.enum(CREDIT_CATEGORIES);
export type CreditCategory = z.infer<typeof CreditCategorySchema>;

export const ApprovalStatusSchema = z.enum(APPROVAL_STATUSES);
export type ApprovalStatus = z.infer<typeof ApprovalStatusSchema>;
/** The approval of a credit line a lawyer sees (the catalog lists only approved and pending lines). */
export const ListedApprovalStatusSchema = z.enum(LISTED_APPROVAL_STATUSES);
export type ListedApprovalStatus = z.infer<typeof ListedApprovalStatusSchema>;

export const CourseSortSchema = z.enum(COURSE_SORTS);
export type CourseSort = z.infer<typeof CourseSortSchema>;

/** Accepts `states=NY&states=CA` as well as `states=NY,CA`; empty entries are dropped. */
function listParam<Item extends z.ZodType<string, string>>(item: Item) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((entry) => entry.split(','))
        .map((entry) => entry.trim())
        .filter((entry) => entry.length > 0),
    )
    .pipe(z.array(item).max(LIST_PARAM_MAX_ITEMS));
}

export const JurisdictionCodeSchema = z
  .string()
  .max(JURISDICTION_CODE_MAX_LENGTH)
  .regex(JURISDICTION_CODE_PATTERN, 'Jurisdiction codes look like NY or GB-EAW');
export const SlugSchema = z
  .string()
  .max(SLUG_MAX_LENGTH)
  .regex(SLUG_PATTERN, 'Slugs are lower-case words joined by hyphens');

export const CourseListQuerySchema = z.object({
  type: CreditTypeSchema.optional().describe('Only courses that carry this credit type'),
  currentPage: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(COURSE_PAGE_SIZE_MAX).default(COURSE_PAGE_SIZE_DEFAULT),
  states: listParam(JurisdictionCodeSchema)
    .optional()
    .describe('Jurisdiction codes; a course matches when it carries credit in any of them'),
  category: listParam(CreditCategorySchema)
    .optional()
    .describe(
      `Credit categories (${CREDIT_CATEGORIES.join(', ')}); a course matches when one of its credit lines has any of them, in one of \`states\` and of \`type\` when those are given`,
    ),
  practiceAreas: listParam(SlugSchema).optional().describe('Practice-area slugs; any of them matches'),
  q: z
    .string()
    .trim()
    .max(COURSE_SEARCH_MAX_LENGTH)
    .optional()
    .describe('Searches title, summary and speakers, ignoring case and accents'),
  format: CourseFormatSchema.optional(),
  sort: CourseSortSchema.default('title'),
});
export type CourseListQuery = z.infer<typeof CourseListQuerySchema>;
export type CourseListQueryInput = z.input<typeof CourseListQuerySchema>;

export const SpeakerSchema = z
  .object({
    name: z.string(),
    title: z.string().describe('Role and organisation, e.g. "Partner, Reyes & Holt LLP"'),
    bio: z.string(),
  })
  .meta({ id: 'Speaker' });
export type Speaker = z.infer<typeof SpeakerSchema>;

export const CourseCreditSchema = z
  .object({
    jurisdiction: JurisdictionSchema,
    creditType: CreditTypeSchema,
    category: CreditCategorySchema,
    hours: z.number().describe('Credit hours in that jurisdiction, e.g. 1.5 or 1.8'),
    approvalStatus: ListedApprovalStatusSchema,
    accreditationNumber: z.string().nullable(),
  })
  .meta({ id: 'CourseCredit' });
export type CourseCredit = z.infer<typeof CourseCreditSchema>;

export const CourseSummarySchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    format: CourseFormatSchema,
    level: CourseLevelSchema,
    durationMinutes: z.number().int(),
    liveStartsAt: IsoDateTimeSchema.nullable(),
    thumbnailUrl: z.string().nullable(),
    speakerNames: z.array(z.string()),
    practiceAreas: z.array(PracticeAreaSchema),
    creditTypes: z.array(CreditTypeSchema),
    maxCreditHours: z.number().describe('The most hours the course carries in any jurisdiction'),
    jurisdictionCount: z.number().int(),
  })
  .meta({ id: 'CourseSummary' });
export type CourseSummary = z.infer<typeof CourseSummarySchema>;

export const CourseListSchema = z
  .object({
    items: z.array(CourseSummarySchema),
    pagination: PaginationSchema,
  })
  .meta({ id: 'CourseList' });
export type CourseList = z.infer<typeof CourseListSchema>;

/** What buying one course outright costs: integer cents and a lower-case ISO currency ('usd'). */
export const CoursePriceSchema = z
  .object({ amountCents: z.number().int().min(0), currency: z.string().regex(/^[a-z]{3}$/) })
  .meta({ id: 'CoursePrice' });
export type CoursePrice = z.infer<typeof CoursePriceSchema>;

export const CourseDetailSchema = CourseSummarySchema.extend({
  description: z.string(),
  speakers: z.array(SpeakerSchema),
  credits: z.array(CourseCreditSchema),
  publishedAt: IsoDateTimeSchema,
  /** Null: the course is not sold on its own (members only). */
  price: CoursePriceSchema.nullable(),
  /**
   * Whether the course has a recording to watch on demand: every on-demand course with its video, and a live course
   * once its recording is published after a session (it is then an on-demand course too).
   */
  recordingAvailable: z.boolean(),
}).meta({ id: 'CourseDetail' });
export type CourseDetail = z.infer<typeof CourseDetailSchema>;

export const CourseIdParamsSchema = z.object({
  courseId: z.string().min(1).max(120).describe('The course id (UUID) or its slug'),
});
export type CourseIdParams = z.infer<typeof CourseIdParamsSchema>;
