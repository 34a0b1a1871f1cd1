import { ExternalCreditInputSchema, ExternalCreditLineSchema } from '@counsel/contracts';
import { z } from 'zod';
import { todayCalendarDate } from './compliance-text';

// Loaded on demand by the credit form (lazyZodResolver): zod stays out of the page's initial JavaScript.

const { shape } = ExternalCreditInputSchema;
const line = ExternalCreditLineSchema.shape;

/** One line of the form: the selects start empty and the hours are typed as text, then checked as the contract's. */
export const ExternalCreditLineFormSchema = z.object({
  jurisdictionCode: z.string().min(1, 'Choose a jurisdiction.').pipe(line.jurisdictionCode),
  creditType: line.creditType,
  category: z.string().min(1, 'Choose a category.').pipe(line.category),
  hours: z
    .string()
    .trim()
    .min(1, 'Enter the hours earned.')
    .transform(Number)
    .pipe(
      z
        .number({ error: 'Enter the hours as a number, e.g. 1.5.' })
        .positive('Enter more than 0 hours.')
        .max(100, 'Enter at most 100 hours.')
        .multipleOf(0.01, 'Use at most two decimals, e.g. 1.25.'),
    ),
});

/** The contract's ExternalCreditInput, with messages for empty choices and a date in the future. */
export const ExternalCreditFormSchema = z.object({
  provider: z.string().trim().min(1, 'Enter the provider.').pipe(shape.provider),
  title: z.string().trim().min(1, 'Enter the course title.').pipe(shape.title),
  completedOn: z
    .string()
    .min(1, 'Enter the date you completed the course.')
    .pipe(
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a valid date.')
        .pipe(shape.completedOn),
    )
    .refine((value) => value <= todayCalendarDate(), 'The date cannot be in the future.'),
  format: z.string().min(1, 'Choose the format.').pipe(shape.format),
  lines: z.array(ExternalCreditLineFormSchema).min(1, 'Add the hours earned.').max(20),
});

export type ExternalCreditFormValues = z.input<typeof ExternalCreditFormSchema>;
export type ExternalCreditFormOutput = z.output<typeof ExternalCreditFormSchema>;
export type ExternalCreditLineFormValues = z.input<typeof ExternalCreditLineFormSchema>;
