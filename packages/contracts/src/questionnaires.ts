import { z } from 'zod';
import { IsoDateTimeSchema } from './common.js';
import { FREE_TEXT_MAX_LENGTH } from './constants.js';

/*
 * Questionnaires (POST /questionnaire, GET /questionnaire/course/{courseId}). Every course has a course
 * evaluation (required for credit: California requires providers to offer one); a course may also have a knowledge
 * check with a pass mark and a limited number of attempts. Correct answers never leave the server before an attempt:
 * after a failed knowledge check the result says which questions were wrong and why.
 */

export const QUESTIONNAIRE_KINDS = ['EVALUATION', 'KNOWLEDGE_CHECK'] as const;
export const QUESTION_TYPES = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'RATING', 'FREE_TEXT'] as const;

export const QuestionOptionSchema = z.object({ id: z.string(), label: z.string() });

export const QuestionSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(QUESTION_TYPES),
    prompt: z.string(),
    required: z.boolean(),
    /** SINGLE_CHOICE and MULTIPLE_CHOICE: the options, in order. */
    options: z.array(QuestionOptionSchema),
    /** RATING: the scale (1..max) and the words at its ends. */
    scale: z
      .object({ max: z.number().int().min(2).max(10), lowLabel: z.string(), highLabel: z.string() })
      .nullable(),
  })
  .meta({ id: 'Question' });
export type Question = z.infer<typeof QuestionSchema>;

export const QuestionnaireAttemptSchema = z
  .object({
    attempt: z.number().int().min(1),
    submittedAt: IsoDateTimeSchema,
    /** KNOWLEDGE_CHECK: the score (0–100) and whether it reached the pass mark; null for an evaluation. */
    scorePercent: z.number().int().min(0).max(100).nullable(),
    passed: z.boolean().nullable(),
  })
  .meta({ id: 'QuestionnaireAttempt' });
export type QuestionnaireAttempt = z.infer<typeof QuestionnaireAttemptSchema>;

export const QuestionnaireSchema = z
  .object({
    id: z.uuid(),
    courseId: z.uuid(),
    kind: z.enum(QUESTIONNAIRE_KINDS),
    title: z.string(),
    description: z.string(),
    /** KNOWLEDGE_CHECK only: the pass mark in percent and the attempts allowed (null: unlimited). */
    passPercent: z.number().int().min(1).max(100).nullable(),
    maxAttempts: z.number().int().min(1).nullable(),
    questions: z.array(QuestionSchema),
    /** The signed-in lawyer's latest attempt, and how many attempts remain (null: unlimited). */
    latestAttempt: QuestionnaireAttemptSchema.nullable(),
    attemptsRemaining: z.number().int().min(0).nullable(),
    /** Submitted (evaluation) or passed (knowledge check): this requirement of the credit is met. */
    satisfied: z.boolean(),
  })
  .meta({ id: 'Questionnaire' });
export type Questionnaire = z.infer<typeof QuestionnaireSchema>;

export const CourseQuestionnairesSchema = z
  .object({ items: z.array(QuestionnaireSchema) })
  .meta({ id: 'CourseQuestionnaires' });
export type CourseQuestionnaires = z.infer<typeof CourseQuestionnairesSchema>;

export const AnswerSchema = z
  .object({
    questionId: z.uuid(),
    /** SINGLE_CHOICE: exactly one id; MULTIPLE_CHOICE: one or more. */
    optionIds: z.array(z.string().max(64)).max(20).optional(),
    /** RATING: 1..scale.max. */
    rating: z.number().int().min(1).max(10).optional(),
    /** FREE_TEXT. */
    text: z.string().max(FREE_TEXT_MAX_LENGTH).optional(),
  })
  .meta({ id: 'Answer' });
export type Answer = z.infer<typeof AnswerSchema>;

export const QuestionnaireSubmissionSchema = z
  .object({ questionnaireId: z.uuid(), answers: z.array(AnswerSchema).max(100) })
  .meta({ id: 'QuestionnaireSubmission' });
export type QuestionnaireSubmission = z.infer<typeof QuestionnaireSubmissionSchema>;

export const QuestionnaireResultSchema = z
  .object({
    questionnaireId: z.uuid(),
    kind: z.enum(QUESTIONNAIRE_KINDS),
    attempt: QuestionnaireAttemptSchema,
    satisfied: z.boolean(),
    attemptsRemaining: z.number().int().min(0).nullable(),
    /** KNOWLEDGE_CHECK after a failed attempt: each question answered wrongly, with the explanation. */
    incorrect: z.array(z.object({ questionId: z.uuid(), prompt: z.string(), explanation: z.string() })),
  })
  .meta({ id: 'QuestionnaireResult' });
export type QuestionnaireResult = z.infer<typeof QuestionnaireResultSchema>;
