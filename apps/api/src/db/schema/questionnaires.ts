import {
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { QUESTION_TYPES, QUESTIONNAIRE_KINDS } from '@counsel/contracts';
import type { StoredAnswer } from '@counsel/domain';
import { courses } from './courses.js';
import { users } from './identity.js';

/*
 * Questionnaires: a course evaluation per course (required for credit) and an optional knowledge
 * check with a pass mark. Seeded from apps/api/src/seed/data/questionnaires.json.
 */

export const questionnaireKind = pgEnum('questionnaire_kind', QUESTIONNAIRE_KINDS);
export const questionType = pgEnum('question_type', QUESTION_TYPES);

export const questionnaires = pgTable(
  'questionnaires',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    kind: questionnaireKind('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    passPercent: smallint('pass_percent'),
    maxAttempts: smallint('max_attempts'),
    /**
     * Staff never change questions lawyers have answered: an edit of an answered questionnaire writes version + 1
     * and retires this row (`retired_at`); responses keep pointing at the version they answered.
     */
    version: smallint('version').notNull().default(1),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One current questionnaire of each kind per course; retired versions stay beside it.
    uniqueIndex('questionnaires_current_course_kind')
      .on(table.courseId, table.kind)
      .where(sql`${table.retiredAt} is null`),
    unique('questionnaires_course_kind_version').on(table.courseId, table.kind, table.version),
  ],
);

export interface StoredOption {
  id: string;
  label: string;
}

export const questionnaireQuestions = pgTable(
  'questionnaire_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    type: questionType('type').notNull(),
    prompt: text('prompt').notNull(),
    required: boolean('required').notNull().default(true),
    options: jsonb('options').$type<StoredOption[]>().notNull().default([]),
    /** KNOWLEDGE_CHECK choice questions: the correct option ids, never sent before an attempt. */
    correctOptionIds: jsonb('correct_option_ids').$type<string[]>(),
    explanation: text('explanation'),
    scaleMax: smallint('scale_max'),
    scaleLowLabel: text('scale_low_label'),
    scaleHighLabel: text('scale_high_label'),
  },
  (table) => [unique('questionnaire_questions_position').on(table.questionnaireId, table.position)],
);

export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attempt: smallint('attempt').notNull(),
    answers: jsonb('answers').$type<StoredAnswer[]>().notNull(),
    scorePercent: smallint('score_percent'),
    passed: boolean('passed'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('questionnaire_responses_attempt').on(table.questionnaireId, table.userId, table.attempt),
    index('questionnaire_responses_user_idx').on(table.userId, table.questionnaireId),
  ],
);
