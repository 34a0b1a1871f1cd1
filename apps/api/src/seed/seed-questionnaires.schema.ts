import { z } from 'zod';
import { SlugSchema } from '@counsel/contracts';

/** Shape of data/questionnaires.json: the evaluation every course gets, and the courses' knowledge checks. */

const OptionIdSchema = z.string().regex(/^[a-z0-9-]{1,32}$/);
const OptionsSchema = z
  .array(z.object({ id: OptionIdSchema, label: z.string().min(1).max(300) }))
  .min(2)
  .max(10)
  .refine((options) => new Set(options.map((option) => option.id)).size === options.length, {
    message: 'option ids must be unique within a question',
  });
const PromptSchema = z.string().min(5).max(500);

const ChoiceQuestionSchema = z
  .object({
    type: z.enum(['SINGLE_CHOICE', 'MULTIPLE_CHOICE']),
    prompt: PromptSchema,
    required: z.boolean().default(true),
    options: OptionsSchema,
    /** Knowledge checks: the right answer(s) and why; never sent before an attempt. */
    correctOptionIds: z.array(OptionIdSchema).min(1).optional(),
    explanation: z.string().min(20).optional(),
  })
  .refine(
    (question) =>
      (question.correctOptionIds ?? []).every((id) => question.options.some((option) => option.id === id)),
    { message: 'correctOptionIds must name options of the question' },
  )
  .refine(
    (question) => question.type !== 'SINGLE_CHOICE' || (question.correctOptionIds ?? ['x']).length === 1,
    {
      message: 'a SINGLE_CHOICE question has exactly one correct option',
    },
  );

const RatingQuestionSchema = z.object({
  type: z.literal('RATING'),
  prompt: PromptSchema,
  required: z.boolean().default(true),
  scale: z.object({
    max: z.number().int().min(2).max(10),
    lowLabel: z.string().min(1),
    highLabel: z.string().min(1),
  }),
});

const FreeTextQuestionSchema = z.object({
  type: z.literal('FREE_TEXT'),
  prompt: PromptSchema,
  required: z.boolean().default(true),
});

export const SeedQuestionSchema = z.union([
  ChoiceQuestionSchema,
  RatingQuestionSchema,
  FreeTextQuestionSchema,
]);
export type SeedQuestion = z.infer<typeof SeedQuestionSchema>;

export const SeedEvaluationSchema = z.object({
  title: z.string().min(3).max(160),
  description: z.string().max(1000),
  questions: z
    .array(SeedQuestionSchema)
    .min(1)
    .refine(
      (questions) =>
        questions.every(
          (question) =>
            (question.type !== 'SINGLE_CHOICE' && question.type !== 'MULTIPLE_CHOICE') ||
            (question.correctOptionIds === undefined && question.explanation === undefined),
        ),
      { message: 'an evaluation has no correct answers' },
    ),
});
export type SeedEvaluation = z.infer<typeof SeedEvaluationSchema>;

/** A graded question: a choice with its correct options, an explanation, and required. */
const GradedQuestionSchema = ChoiceQuestionSchema.refine(
  (question) =>
    question.correctOptionIds !== undefined && question.explanation !== undefined && question.required,
  { message: 'a knowledge-check question is required and has correctOptionIds and an explanation' },
);

export const SeedKnowledgeCheckSchema = z.object({
  courseSlug: SlugSchema,
  title: z.string().min(3).max(160).default('Knowledge check'),
  /** Omit to describe the pass mark and attempts (seed-questionnaires.ts). */
  description: z.string().max(1000).optional(),
  passPercent: z.number().int().min(1).max(100),
  maxAttempts: z.number().int().min(1).max(20).nullable(),
  questions: z
    .array(GradedQuestionSchema)
    .min(1)
    .max(20)
    .refine((questions) => questions.some((question) => question.type === 'MULTIPLE_CHOICE'), {
      message: 'a knowledge check has at least one MULTIPLE_CHOICE question',
    }),
});
export type SeedKnowledgeCheck = z.infer<typeof SeedKnowledgeCheckSchema>;

export const SeedQuestionnairesSchema = z.object({
  evaluation: SeedEvaluationSchema,
  knowledgeChecks: z
    .array(SeedKnowledgeCheckSchema)
    .refine((checks) => new Set(checks.map((check) => check.courseSlug)).size === checks.length, {
      message: 'one knowledge check per course',
    }),
});
export type SeedQuestionnaires = z.infer<typeof SeedQuestionnairesSchema>;
