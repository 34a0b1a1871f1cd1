import { StaffCourseInputSchema, StaffCreditLineInputSchema } from '@counsel/contracts';
import { z } from 'zod';

// Loaded on demand by the course and credit-line forms (lazyZodResolver): zod stays out of the pages' first load.

const { shape } = StaffCourseInputSchema;
const emptyToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The course form: the contract's fields, with the price in dollars and practice areas as comma-separated slugs. */
export const CourseFormSchema = z.object({
  slug: shape.slug,
  title: shape.title,
  summary: shape.summary,
  description: shape.description,
  level: shape.level,
  durationMinutes: shape.durationMinutes,
  price: z
    .string()
    .trim()
    .regex(/^(\d{1,5}(\.\d{1,2})?)?$/, 'Enter an amount like 49 or 49.50, or leave it empty')
    .transform((value) => (value === '' ? null : Math.round(Number(value) * 100))),
  thumbnailUrl: z.string().transform(emptyToNull).pipe(shape.thumbnailUrl.unwrap().unwrap().nullable()),
  practiceAreas: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((slug) => slug.trim())
        .filter((slug) => slug.length > 0),
    )
    .pipe(shape.practiceAreaSlugs.unwrap()),
  speakerIds: z.array(z.string()),
});
export type CourseFormValues = z.input<typeof CourseFormSchema>;
export type CourseFormOutput = z.output<typeof CourseFormSchema>;

const line = StaffCreditLineInputSchema.shape;
const optionalDate = z.string().transform(emptyToNull).pipe(line.appliedOn.unwrap().unwrap().nullable());

/** A credit line's form: empty dates and accreditation number are "none". */
export const CreditLineFormSchema = z.object({
  jurisdictionCode: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, 'Enter a jurisdiction code, e.g. NY')
    .pipe(line.jurisdictionCode),
  creditType: line.creditType,
  category: line.category,
  hours: line.hours,
  approvalStatus: line.approvalStatus,
  accreditationNumber: z.string().transform(emptyToNull).pipe(z.string().max(80).nullable()),
  appliedOn: optionalDate,
  approvedOn: optionalDate,
  expiresOn: optionalDate,
});
export type CreditLineFormValues = z.input<typeof CreditLineFormSchema>;
export type CreditLineFormOutput = z.output<typeof CreditLineFormSchema>;
