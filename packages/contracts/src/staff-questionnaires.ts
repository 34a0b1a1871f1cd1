import { z } from 'zod';
import { IsoDateTimeSchema } from './common.js';
import { QUESTION_TYPES, QUESTIONNAIRE_KINDS } from './questionnaires.js';

/*
 * The staff console's Questionnaires area (docs/product-rules.md#questionnaires): a course's evaluation and
 * knowledge check with their questions, correct answers and explanations. Saving a questionnaire nobody has answered
 * changes it in place; saving one with responses writes version + 1 and retires the old one (its responses stay
 * with the version they answered).
 */

export const QuestionnaireKindSchema = z.enum(QUESTIONNAIRE_KINDS);

/** At most this many questions in one questionnaire, options in one question. */
export const STAFF_QUESTIONS_MAX = 50;
export const STAFF_OPTIONS_MAX = 10;

export const StaffQuestionnaireCourseParamsSchema = z.object({ courseId: z.uuid() });
export const StaffQuestionnaireParamsSchema = z.object({ courseId: z.uuid(), kind: QuestionnaireKindSchema });

const OptionSchema = z.object({
  /** Stable within the question: lowercase letters, digits and hyphens (`a`, `true`, `very-relevant`). */
  id: z.string().regex(/^[a-z0-9-]{1,32}$/, 'An option id is 1–32 lowercase letters, digits or hyphens'),
  label: z.string().trim().min(1).max(300),
});

const ScaleSchema = z.object({
  max: z.number().int().min(2).max(10),
  lowLabel: z.string().trim().min(1).max(60),
  highLabel: z.string().trim().min(1).max(60),
});

/** A question as staff see it: correct options and explanation included. */
export const StaffQuestionSchema = z
  .object({
    id: z.uuid(),
    position: z.number().int().min(1),
    type: z.enum(QUESTION_TYPES),
    prompt: z.string(),
    required: z.boolean(),
    options: z.array(z.object({ id: z.string(), label: z.string() })),
    /** KNOWLEDGE_CHECK choice questions: the correct option ids (empty otherwise). */
    correctOptionIds: z.array(z.string()),
    explanation: z.string().nullable(),
    scale: z.object({ max: z.number().int(), lowLabel: z.string(), highLabel: z.string() }).nullable(),
  })
  .meta({ id: 'StaffQuestion' });
export type StaffQuestion = z.infer<typeof StaffQuestionSchema>;

export const StaffQuestionnaireSchema = z
  .object({
    id: z.uuid(),
    kind: QuestionnaireKindSchema,
    version: z.number().int().min(1),
    title: z.string(),
    description: z.string(),
    /** KNOWLEDGE_CHECK only (null for the evaluation): the pass mark and the attempts allowed (null: unlimited). */
    passPercent: z.number().int().nullable(),
    maxAttempts: z.number().int().nullable(),
    /** Submitted attempts of this version: more than 0 means saving it writes version + 1. */
    responseCount: z.number().int().min(0),
    createdAt: IsoDateTimeSchema,
    questions: z.array(StaffQuestionSchema),
  })
  .meta({ id: 'StaffQuestionnaire' });
export type StaffQuestionnaire = z.infer<typeof StaffQuestionnaireSchema>;

export const RetiredQuestionnaireSchema = z
  .object({
    id: z.uuid(),
    kind: QuestionnaireKindSchema,
    version: z.number().int().min(1),
    title: z.string(),
    questionCount: z.number().int().min(0),
    responseCount: z.number().int().min(0),
    createdAt: IsoDateTimeSchema,
    retiredAt: IsoDateTimeSchema,
  })
  .meta({ id: 'RetiredQuestionnaire' });
export type RetiredQuestionnaire = z.infer<typeof RetiredQuestionnaireSchema>;

/** GET /api/staff/courses/{courseId}/questionnaires. */
export const StaffCourseQuestionnairesSchema = z
  .object({
    courseId: z.uuid(),
    courseTitle: z.string(),
    evaluation: StaffQuestionnaireSchema.nullable(),
    knowledgeCheck: StaffQuestionnaireSchema.nullable(),
    /** Earlier versions (and removed knowledge checks), newest first. */
    retired: z.array(RetiredQuestionnaireSchema),
  })
  .meta({ id: 'StaffCourseQuestionnaires' });
export type StaffCourseQuestionnaires = z.infer<typeof StaffCourseQuestionnairesSchema>;

/** One question of a save: the service checks what its type needs (options, correct answers, scale). */
export const SaveQuestionSchema = z
  .object({
    /** 1, 2, 3, … in order, without gaps. */
    position: z.number().int().min(1).max(STAFF_QUESTIONS_MAX),
    type: z.enum(QUESTION_TYPES),
    prompt: z.string().trim().min(1).max(500),
    required: z.boolean().default(true),
    /** SINGLE_CHOICE and MULTIPLE_CHOICE: at least two; empty for the others. */
    options: z.array(OptionSchema).max(STAFF_OPTIONS_MAX).default([]),
    /** KNOWLEDGE_CHECK choice questions: the correct ids among `options` (exactly one for SINGLE_CHOICE). */
    correctOptionIds: z.array(z.string().max(32)).max(STAFF_OPTIONS_MAX).default([]),
    /** KNOWLEDGE_CHECK: shown after an attempt that got this question wrong. */
    explanation: z.string().trim().max(2000).nullable().default(null),
    /** RATING: the scale 1..max and the words at its ends. */
    scale: ScaleSchema.nullable().default(null),
  })
  .meta({ id: 'SaveQuestionRequest' });
export type SaveQuestion = z.infer<typeof SaveQuestionSchema>;

/** PUT /api/staff/courses/{courseId}/questionnaires/{kind}. */
export const SaveQuestionnaireSchema = z
  .object({
    title: z.string().trim().min(1).max(160),
    description: z.string().trim().max(1000).default(''),
    /** KNOWLEDGE_CHECK: required, 1–100. The evaluation takes none. */
    passPercent: z.number().int().min(1).max(100).nullable().default(null),
    /** KNOWLEDGE_CHECK: 1–20, or null for unlimited. The evaluation takes none. */
    maxAttempts: z.number().int().min(1).max(20).nullable().default(null),
    questions: z.array(SaveQuestionSchema).min(1).max(STAFF_QUESTIONS_MAX),
  })
  .meta({ id: 'SaveQuestionnaireRequest' });
export type SaveQuestionnaire = z.input<typeof SaveQuestionnaireSchema>;
export type SaveQuestionnaireParsed = z.infer<typeof SaveQuestionnaireSchema>;

export const QUESTIONNAIRE_SAVE_OUTCOMES = ['CREATED', 'UPDATED', 'NEW_VERSION', 'UNCHANGED'] as const;

export const QuestionnaireSaveResultSchema = z
  .object({
    /** UPDATED: changed in place (no responses yet); NEW_VERSION: version + 1 written, the old one retired. */
    outcome: z.enum(QUESTIONNAIRE_SAVE_OUTCOMES),
    questionnaires: StaffCourseQuestionnairesSchema,
  })
  .meta({ id: 'QuestionnaireSaveResult' });
export type QuestionnaireSaveResult = z.infer<typeof QuestionnaireSaveResultSchema>;

export const QuestionnaireRemoveResultSchema = z
  .object({
    /** DELETED: nobody had answered it; RETIRED: kept with its responses, no longer offered. */
    outcome: z.enum(['DELETED', 'RETIRED']),
    questionnaires: StaffCourseQuestionnairesSchema,
  })
  .meta({ id: 'QuestionnaireRemoveResult' });
export type QuestionnaireRemoveResult = z.infer<typeof QuestionnaireRemoveResultSchema>;
