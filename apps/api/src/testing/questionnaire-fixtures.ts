import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Answer } from '@counsel/contracts';
import { courses } from '../db/schema/courses.js';
import {
  questionnaireQuestions,
  questionnaireResponses,
  questionnaires,
} from '../db/schema/questionnaires.js';
import { seedMembershipPlans } from '../seed/seed-memberships.js';
import { loadQuestionnaires, seedQuestionnaires } from '../seed/seed-questionnaires.js';
import { seedCatalogFixtures } from './catalog-fixtures.js';
import { newMember, type Member } from './learning-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

/*
 * Shared set-up of the questionnaire route tests: the fixture catalog with the real evaluation template on every
 * course and the file's first knowledge check given to DIVORCE.
 */

export const APP_URL = 'http://counsel.test';
/** Evaluation and knowledge check. */
export const DIVORCE = 'divorce-mediation-essentials';
/** Evaluation only. */
export const BANKING = 'banking-regulation-update';

export type QuestionRow = typeof questionnaireQuestions.$inferSelect;

export async function setUpQuestionnaireApp(): Promise<TestApp> {
  const t = await createTestApp({ APP_URL });
  const db = t.database.db;
  await seedCatalogFixtures(db);
  await seedMembershipPlans(db);
  const data = loadQuestionnaires();
  const [check] = data.knowledgeChecks;
  if (!check) throw new Error('questionnaires.json has no knowledge check');
  await seedQuestionnaires(db, { ...data, knowledgeChecks: [{ ...check, courseSlug: DIVORCE }] });
  return t;
}

/** A member with an active membership, enrolled in these courses. */
export async function enrolledMember(t: TestApp, ...slugs: string[]): Promise<Member> {
  const member = await newMember(t.app, t.database.db, APP_URL, 'answerer');
  for (const slug of slugs) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/courses/${slug}/enroll`,
      headers: member.headers,
    });
    if (response.statusCode !== 201) throw new Error(`enrollment refused: ${response.body}`);
  }
  return member;
}

/** The current (not retired) stored questionnaire of a course (with its questions, correct answers included) as the database has it. */
export async function storedQuestionnaire(
  t: TestApp,
  slug: string,
  kind: 'EVALUATION' | 'KNOWLEDGE_CHECK',
): Promise<{ id: string; questions: QuestionRow[] }> {
  const db = t.database.db;
  const [row] = await db
    .select({ id: questionnaires.id })
    .from(questionnaires)
    .innerJoin(courses, eq(courses.id, questionnaires.courseId))
    .where(and(eq(courses.slug, slug), eq(questionnaires.kind, kind), isNull(questionnaires.retiredAt)));
  if (!row) throw new Error(`${slug} has no ${kind}`);
  const questions = await db
    .select()
    .from(questionnaireQuestions)
    .where(eq(questionnaireQuestions.questionnaireId, row.id))
    .orderBy(asc(questionnaireQuestions.position));
  return { id: row.id, questions };
}

export function submit(t: TestApp, member: Member | null, questionnaireId: string, answers: Answer[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/questionnaire',
    headers: member?.headers ?? {},
    payload: { questionnaireId, answers },
  });
}

export function listing(t: TestApp, member: Member | null, courseKey: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/questionnaire/course/${courseKey}`,
    headers: member?.headers ?? {},
  });
}

/** A complete, valid evaluation: top ratings, the first option of each choice, a comment. */
export function evaluationAnswers(questions: QuestionRow[]): Answer[] {
  return questions.map((question): Answer => {
    if (question.type === 'RATING') return { questionId: question.id, rating: question.scaleMax ?? 5 };
    if (question.type === 'FREE_TEXT')
      return { questionId: question.id, text: '  More case studies, please.  ' };
    return { questionId: question.id, optionIds: [question.options[0]?.id ?? ''] };
  });
}

/** Knowledge-check answers, right except for the questions at these positions (0-based), answered wrongly. */
export function knowledgeAnswers(questions: QuestionRow[], wrongAt: number[] = []): Answer[] {
  return questions.map((question, index): Answer => {
    const correct = question.correctOptionIds ?? [];
    if (!wrongAt.includes(index)) return { questionId: question.id, optionIds: correct };
    const wrong = question.options.find((option) => !correct.includes(option.id))?.id ?? '';
    return { questionId: question.id, optionIds: [wrong] };
  });
}

export async function responsesOf(t: TestApp, member: Member) {
  return t.database.db
    .select()
    .from(questionnaireResponses)
    .where(eq(questionnaireResponses.userId, member.userId))
    .orderBy(asc(questionnaireResponses.submittedAt), asc(questionnaireResponses.attempt));
}
