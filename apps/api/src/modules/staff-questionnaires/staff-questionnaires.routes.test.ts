import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CourseQuestionnairesSchema,
  QuestionnaireRemoveResultSchema,
  QuestionnaireSaveResultSchema,
  StaffAuditPageSchema,
  StaffCourseQuestionnairesSchema,
  type SaveQuestionnaire,
  type StaffQuestionnaire,
} from '@counsel/contracts';
import { courses } from '../../db/schema/courses.js';
import { questionnaireResponses, questionnaires } from '../../db/schema/questionnaires.js';
import {
  APP_URL,
  BANKING,
  DIVORCE,
  enrolledMember,
  evaluationAnswers,
  knowledgeAnswers,
  listing,
  setUpQuestionnaireApp,
  storedQuestionnaire,
  submit,
} from '../../testing/questionnaire-fixtures.js';
import { createStaffMember, type TestStaffMember } from '../../testing/staff-fixtures.js';
import type { TestApp } from '../../testing/test-app.js';
import { QuestionnairesRepository } from '../questionnaires/questionnaires.repository.js';
import { QuestionnairesService } from '../questionnaires/questionnaires.service.js';

let t: TestApp;
let staff: TestStaffMember;
let divorceId = '';
let bankingId = '';

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: staff.headers, ...(payload ? { payload } : {}) });
const area = async (courseId: string) =>
  StaffCourseQuestionnairesSchema.parse(
    (await call('GET', `/api/staff/courses/${courseId}/questionnaires`)).json(),
  );
const put = (courseId: string, kind: string, body: SaveQuestionnaire) =>
  call('PUT', `/api/staff/courses/${courseId}/questionnaires/${kind}`, body);

/** What the editor sends back for a questionnaire as GET gave it. */
function asRequest(questionnaire: StaffQuestionnaire): SaveQuestionnaire {
  return {
    title: questionnaire.title,
    description: questionnaire.description,
    passPercent: questionnaire.passPercent,
    maxAttempts: questionnaire.maxAttempts,
    questions: questionnaire.questions.map((question) => ({
      position: question.position,
      type: question.type,
      prompt: question.prompt,
      required: question.required,
      options: question.options,
      correctOptionIds: question.correctOptionIds,
      explanation: question.explanation,
      scale: question.scale,
    })),
  };
}

/** The questionnaires module's answer to the completion module (what credit reads). */
function creditRequirements(userId: string, courseId: string) {
  const service = new QuestionnairesService(new QuestionnairesRepository(t.database.db), {
    requireActiveEnrollment: () => Promise.reject(new Error('not used')),
  });
  return service.creditRequirements(userId, courseId);
}

beforeAll(async () => {
  t = await setUpQuestionnaireApp();
  const rows = await t.database.db.select({ id: courses.id, slug: courses.slug }).from(courses);
  divorceId = rows.find((row) => row.slug === DIVORCE)?.id ?? '';
  bankingId = rows.find((row) => row.slug === BANKING)?.id ?? '';
  staff = await createStaffMember(t, APP_URL);
});
afterAll(async () => {
  await t.close();
});

describe('reading', () => {
  it("gives the course's evaluation and knowledge check with the correct answers and version 1", async () => {
    const result = await area(divorceId);
    expect(result.evaluation).toMatchObject({ kind: 'EVALUATION', version: 1, responseCount: 0 });
    expect(result.evaluation?.passPercent).toBeNull();
    expect(result.knowledgeCheck).toMatchObject({ kind: 'KNOWLEDGE_CHECK', version: 1, passPercent: 70 });
    expect(result.knowledgeCheck?.questions.every((question) => question.correctOptionIds.length > 0)).toBe(
      true,
    );
    expect(result.retired).toEqual([]);
    expect((await area(bankingId)).knowledgeCheck).toBeNull();
  });

  it('is 404 for a course that does not exist', async () => {
    const response = await call(
      'GET',
      '/api/staff/courses/00000000-0000-4000-8000-000000000000/questionnaires',
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'COURSE_NOT_FOUND' } });
  });
});

describe('validation', () => {
  const choice = (overrides: object = {}) => ({
    position: 1,
    type: 'SINGLE_CHOICE' as const,
    prompt: 'Which court hears it?',
    options: [
      { id: 'a', label: 'Family court' },
      { id: 'b', label: 'Tax court' },
    ],
    correctOptionIds: ['a'],
    ...overrides,
  });
  const check = (questions: object[], overrides: object = {}): SaveQuestionnaire =>
    ({ title: 'Check', passPercent: 80, maxAttempts: 2, questions, ...overrides }) as SaveQuestionnaire;

  it.each([
    [
      'two correct options on a single choice',
      check([choice({ correctOptionIds: ['a', 'b'] })]),
      'exactly one',
    ],
    [
      'a correct id that is not an option',
      check([choice({ correctOptionIds: ['z'] })]),
      'options of the question',
    ],
    ['one option', check([choice({ options: [{ id: 'a', label: 'Only' }] })]), 'at least two options'],
    ['positions with a gap', check([choice(), choice({ position: 3 })]), 'positions must be 1 to 2'],
    ['no pass mark', check([choice()], { passPercent: null }), 'pass mark'],
    [
      'a rating without its scale',
      check([choice(), { position: 2, type: 'RATING', prompt: 'How was it?' }]),
      'scale',
    ],
    [
      'a rating scale of 11',
      check([
        choice(),
        {
          position: 2,
          type: 'RATING',
          prompt: 'How?',
          scale: { max: 11, lowLabel: 'Bad', highLabel: 'Good' },
        },
      ]),
      '',
    ],
  ])('refuses %s with 400 VALIDATION_FAILED and changes nothing', async (_name, body, message) => {
    const before = await area(divorceId);
    const response = await put(divorceId, 'KNOWLEDGE_CHECK', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    expect(response.json<{ error: { message: string } }>().error.message).toContain(message);
    expect(await area(divorceId)).toEqual(before);
  });

  it('refuses a pass mark or correct answers on the evaluation', async () => {
    const evaluation = (await area(divorceId)).evaluation;
    if (!evaluation) throw new Error('no evaluation');
    const withMark = await put(divorceId, 'EVALUATION', { ...asRequest(evaluation), passPercent: 50 });
    expect(withMark.statusCode).toBe(400);
    const request = asRequest(evaluation);
    const withCorrect = await put(divorceId, 'EVALUATION', {
      ...request,
      questions: request.questions.map((question) =>
        question.type === 'SINGLE_CHOICE'
          ? { ...question, correctOptionIds: [question.options?.[0]?.id ?? ''] }
          : question,
      ),
    });
    expect(withCorrect.statusCode).toBe(400);
    expect(withCorrect.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: { position: 5 } },
    });
  });
});

describe('saving and versions', () => {
  it('changes an unanswered questionnaire in place, and a save without changes changes nothing', async () => {
    const before = (await area(divorceId)).knowledgeCheck;
    if (!before) throw new Error('no knowledge check');
    const same = QuestionnaireSaveResultSchema.parse(
      (await put(divorceId, 'KNOWLEDGE_CHECK', asRequest(before))).json(),
    );
    expect(same.outcome).toBe('UNCHANGED');

    const request = asRequest(before);
    const response = await put(divorceId, 'KNOWLEDGE_CHECK', {
      ...request,
      title: 'Mediation knowledge check',
      maxAttempts: 2,
      questions: [...request.questions]
        .reverse()
        .map((question, index) => ({ ...question, position: index + 1 })),
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = QuestionnaireSaveResultSchema.parse(response.json());
    expect(saved.outcome).toBe('UPDATED');
    expect(saved.questionnaires.knowledgeCheck).toMatchObject({
      id: before.id,
      version: 1,
      title: 'Mediation knowledge check',
      maxAttempts: 2,
    });
    expect(saved.questionnaires.knowledgeCheck?.questions[0]?.prompt).toBe(before.questions.at(-1)?.prompt);
    expect(saved.questionnaires.retired).toEqual([]);
  });

  it('writes version 2 once lawyers have answered; their submission and pass on version 1 still count', async () => {
    const member = await enrolledMember(t, DIVORCE);
    const evaluationV1 = await storedQuestionnaire(t, DIVORCE, 'EVALUATION');
    const checkV1 = await storedQuestionnaire(t, DIVORCE, 'KNOWLEDGE_CHECK');
    expect(
      (await submit(t, member, evaluationV1.id, evaluationAnswers(evaluationV1.questions))).statusCode,
    ).toBe(201);
    expect((await submit(t, member, checkV1.id, knowledgeAnswers(checkV1.questions))).statusCode).toBe(201);

    const current = await area(divorceId);
    expect(current.evaluation?.responseCount).toBe(1);
    if (!current.evaluation || !current.knowledgeCheck) throw new Error('missing questionnaires');
    const evaluationRequest = asRequest(current.evaluation);
    const saved = QuestionnaireSaveResultSchema.parse(
      (
        await put(divorceId, 'EVALUATION', {
          ...evaluationRequest,
          questions: [
            ...evaluationRequest.questions,
            {
              position: evaluationRequest.questions.length + 1,
              type: 'FREE_TEXT',
              prompt: 'Anything else?',
              required: false,
            },
          ],
        })
      ).json(),
    );
    expect(saved.outcome).toBe('NEW_VERSION');
    expect(saved.questionnaires.evaluation).toMatchObject({ version: 2, responseCount: 0 });
    expect(saved.questionnaires.evaluation?.id).not.toBe(evaluationV1.id);
    expect(saved.questionnaires.retired).toMatchObject([
      { id: evaluationV1.id, kind: 'EVALUATION', version: 1, responseCount: 1, questionCount: 8 },
    ]);

    const checkRequest = asRequest(current.knowledgeCheck);
    const checkSaved = QuestionnaireSaveResultSchema.parse(
      (await put(divorceId, 'KNOWLEDGE_CHECK', { ...checkRequest, passPercent: 100 })).json(),
    );
    expect(checkSaved.outcome).toBe('NEW_VERSION');
    expect(checkSaved.questionnaires.knowledgeCheck).toMatchObject({ version: 2, passPercent: 100 });

    // The old rows keep their responses; exactly one current row of each kind.
    const rows = await t.database.db
      .select()
      .from(questionnaires)
      .where(eq(questionnaires.courseId, divorceId));
    expect(
      rows
        .filter((row) => row.retiredAt === null)
        .map((row) => row.kind)
        .sort(),
    ).toEqual(['EVALUATION', 'KNOWLEDGE_CHECK']);
    const responses = await t.database.db
      .select({ questionnaireId: questionnaireResponses.questionnaireId })
      .from(questionnaireResponses)
      .where(eq(questionnaireResponses.userId, member.userId));
    expect(responses.map((row) => row.questionnaireId).sort()).toEqual([evaluationV1.id, checkV1.id].sort());

    // The lawyer sees the current versions, both already satisfied; credit agrees.
    const listed = CourseQuestionnairesSchema.parse((await listing(t, member, DIVORCE)).json());
    expect(listed.items.map((item) => [item.id, item.satisfied])).toEqual([
      [saved.questionnaires.evaluation?.id, true],
      [checkSaved.questionnaires.knowledgeCheck?.id, true],
    ]);
    const credit = await creditRequirements(member.userId, divorceId);
    expect(credit.evaluation).not.toBeNull();
    expect(credit.knowledgeCheck).toMatchObject({ required: true, passed: { attempt: 1 } });

    // A submission to a retired version is refused; the current one is already submitted.
    const stale = await submit(t, member, evaluationV1.id, evaluationAnswers(evaluationV1.questions));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: { code: 'QUESTIONNAIRE_REPLACED' } });

    const log = StaffAuditPageSchema.parse(
      (await call('GET', `/api/staff/audit-log?subjectId=${divorceId}`)).json(),
    );
    expect(log.entries.map((entry) => entry.action)).toEqual([
      'questionnaire.version',
      'questionnaire.version',
      'questionnaire.update',
    ]);
    expect(log.entries[0]).toMatchObject({
      actorEmail: staff.email,
      before: { id: checkV1.id, version: 1, passPercent: 70 },
      after: { version: 2, passPercent: 100 },
    });
  });

  it('carries a lawyer’s attempts over to the new version: retakes do not start again', async () => {
    const member = await enrolledMember(t, DIVORCE);
    const v2 = await storedQuestionnaire(t, DIVORCE, 'KNOWLEDGE_CHECK');
    const failed = await submit(t, member, v2.id, knowledgeAnswers(v2.questions, [0, 1]));
    expect(failed.json()).toMatchObject({ satisfied: false, attemptsRemaining: 1 });

    const current = (await area(divorceId)).knowledgeCheck;
    if (!current) throw new Error('no knowledge check');
    const saved = QuestionnaireSaveResultSchema.parse(
      (await put(divorceId, 'KNOWLEDGE_CHECK', { ...asRequest(current), passPercent: 75 })).json(),
    );
    expect(saved.questionnaires.knowledgeCheck?.version).toBe(3);
    const listed = CourseQuestionnairesSchema.parse((await listing(t, member, DIVORCE)).json());
    const check = listed.items.find((item) => item.kind === 'KNOWLEDGE_CHECK');
    expect(check).toMatchObject({ attemptsRemaining: 1, satisfied: false, latestAttempt: { attempt: 1 } });

    const v3 = await storedQuestionnaire(t, DIVORCE, 'KNOWLEDGE_CHECK');
    const last = await submit(t, member, v3.id, knowledgeAnswers(v3.questions, [0, 1]));
    expect(last.json()).toMatchObject({ attempt: { attempt: 2 }, attemptsRemaining: 0 });
    const refused = await submit(t, member, v3.id, knowledgeAnswers(v3.questions));
    expect(refused.json()).toMatchObject({ error: { code: 'NO_ATTEMPTS_LEFT' } });
  });
});

describe('removing', () => {
  it('refuses to remove the evaluation', async () => {
    const response = await call('DELETE', `/api/staff/courses/${divorceId}/questionnaires/EVALUATION`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'QUESTIONNAIRE_REQUIRED' } });
  });

  it('retires an answered knowledge check: no longer required, its responses kept', async () => {
    const member = await enrolledMember(t, DIVORCE);
    const response = await call('DELETE', `/api/staff/courses/${divorceId}/questionnaires/KNOWLEDGE_CHECK`);
    expect(response.statusCode, response.body).toBe(200);
    const removed = QuestionnaireRemoveResultSchema.parse(response.json());
    expect(removed.outcome).toBe('RETIRED');
    expect(removed.questionnaires.knowledgeCheck).toBeNull();
    const listed = CourseQuestionnairesSchema.parse((await listing(t, member, DIVORCE)).json());
    expect(listed.items.map((item) => item.kind)).toEqual(['EVALUATION']);
    expect((await creditRequirements(member.userId, divorceId)).knowledgeCheck).toEqual({ required: false });

    const again = await call('DELETE', `/api/staff/courses/${divorceId}/questionnaires/KNOWLEDGE_CHECK`);
    expect(again.statusCode).toBe(404);
  });

  it('adds a knowledge check to a course without one, and deletes it while unanswered', async () => {
    const created = QuestionnaireSaveResultSchema.parse(
      (
        await put(bankingId, 'KNOWLEDGE_CHECK', {
          title: 'Banking check',
          passPercent: 50,
          maxAttempts: null,
          questions: [
            {
              position: 1,
              type: 'MULTIPLE_CHOICE',
              prompt: 'Which are regulators?',
              options: [
                { id: 'fed', label: 'The Fed' },
                { id: 'occ', label: 'The OCC' },
                { id: 'nba', label: 'The NBA' },
              ],
              correctOptionIds: ['fed', 'occ'],
              explanation: 'The NBA regulates basketball.',
            },
          ],
        })
      ).json(),
    );
    expect(created.outcome).toBe('CREATED');
    expect(created.questionnaires.knowledgeCheck).toMatchObject({ version: 1, maxAttempts: null });
    const removed = QuestionnaireRemoveResultSchema.parse(
      (await call('DELETE', `/api/staff/courses/${bankingId}/questionnaires/KNOWLEDGE_CHECK`)).json(),
    );
    expect(removed).toMatchObject({
      outcome: 'DELETED',
      questionnaires: { knowledgeCheck: null, retired: [] },
    });
  });
});
