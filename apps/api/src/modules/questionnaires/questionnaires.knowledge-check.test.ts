import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseQuestionnairesSchema, ErrorBodySchema, QuestionnaireResultSchema } from '@counsel/contracts';
import { CoursesRepository } from '../courses/courses.repository.js';
import { CoursesService } from '../courses/courses.service.js';
import { learningServiceFor, type Member } from '../../testing/learning-fixtures.js';
import type { TestApp } from '../../testing/test-app.js';
import { QuestionnairesRepository } from './questionnaires.repository.js';
import { QuestionnairesService } from './questionnaires.service.js';
import {
  BANKING,
  DIVORCE,
  enrolledMember,
  evaluationAnswers,
  knowledgeAnswers,
  listing,
  responsesOf,
  setUpQuestionnaireApp,
  storedQuestionnaire,
  submit,
  type QuestionRow,
} from '../../testing/questionnaire-fixtures.js';

let t: TestApp;
let service: QuestionnairesService;
let evaluation: { id: string; questions: QuestionRow[] };
let check: { id: string; questions: QuestionRow[] };
const courseIds: Record<string, string> = {};

beforeAll(async () => {
  t = await setUpQuestionnaireApp();
  const db = t.database.db;
  const courses = new CoursesService(new CoursesRepository(db));
  service = new QuestionnairesService(
    new QuestionnairesRepository(db),
    learningServiceFor(t.database, courses),
  );
  evaluation = await storedQuestionnaire(t, DIVORCE, 'EVALUATION');
  check = await storedQuestionnaire(t, DIVORCE, 'KNOWLEDGE_CHECK');
  for (const slug of [DIVORCE, BANKING]) courseIds[slug] = (await courses.findPublishedCourse(slug)).id;
});
afterAll(async () => t.close());

async function attempt(member: Member, wrongAt: number[]) {
  const response = await submit(t, member, check.id, knowledgeAnswers(check.questions, wrongAt));
  expect(response.statusCode, response.body).toBe(201);
  return QuestionnaireResultSchema.parse(response.json());
}
async function knowledgeCheckOf(member: Member) {
  const response = await listing(t, member, DIVORCE);
  expect(response.statusCode, response.body).toBe(200);
  return CourseQuestionnairesSchema.parse(response.json()).items.find(
    (item) => item.kind === 'KNOWLEDGE_CHECK',
  );
}
function errorOf(response: { json: () => unknown }) {
  return ErrorBodySchema.parse(response.json()).error;
}

describe('POST /api/questionnaire: a knowledge check', () => {
  it('the check under test has 4 questions, one of them multiple choice with several right options', () => {
    expect(check.questions).toHaveLength(4);
    const multiple = check.questions.filter((question) => question.type === 'MULTIPLE_CHOICE');
    expect(multiple).toHaveLength(1);
    expect(multiple[0]?.correctOptionIds?.length).toBeGreaterThan(1);
  });

  it('a failed attempt shows what was wrong and why, then a pass, then 409 ALREADY_SUBMITTED', async () => {
    const member = await enrolledMember(t, DIVORCE);
    const failed = await attempt(member, [0, 3]);
    expect(failed).toMatchObject({
      questionnaireId: check.id,
      kind: 'KNOWLEDGE_CHECK',
      attempt: { attempt: 1, scorePercent: 50, passed: false },
      satisfied: false,
      attemptsRemaining: 2,
    });
    expect(failed.incorrect).toEqual(
      [check.questions[0], check.questions[3]].map((question) => ({
        questionId: question?.id,
        prompt: question?.prompt,
        explanation: question?.explanation,
      })),
    );
    expect(await knowledgeCheckOf(member)).toMatchObject({
      latestAttempt: failed.attempt,
      attemptsRemaining: 2,
      satisfied: false,
    });

    const passed = await attempt(member, []);
    expect(passed).toMatchObject({
      attempt: { attempt: 2, scorePercent: 100, passed: true },
      satisfied: true,
      attemptsRemaining: 0,
      incorrect: [],
    });
    const again = await submit(t, member, check.id, knowledgeAnswers(check.questions));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('ALREADY_SUBMITTED');
    expect(await knowledgeCheckOf(member)).toMatchObject({ latestAttempt: passed.attempt, satisfied: true });
    expect((await responsesOf(t, member)).map((row) => [row.attempt, row.passed])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('passes at the pass mark (3 of 4 is 75%), without listing the one wrong answer', async () => {
    const member = await enrolledMember(t, DIVORCE);
    expect(await attempt(member, [1])).toMatchObject({
      attempt: { attempt: 1, scorePercent: 75, passed: true },
      satisfied: true,
      incorrect: [],
    });
  });

  it('a multiple-choice answer counts only when it is exactly the right set', async () => {
    const index = check.questions.findIndex((question) => question.type === 'MULTIPLE_CHOICE');
    const all = check.questions[index]?.options.map((option) => option.id) ?? [];
    for (const choose of [(right: string[]) => right.slice(1), () => all]) {
      const member = await enrolledMember(t, DIVORCE);
      const answers = knowledgeAnswers(check.questions).map((answer, position) =>
        position === index ? { ...answer, optionIds: choose(answer.optionIds ?? []) } : answer,
      );
      const response = await submit(t, member, check.id, answers);
      expect(response.statusCode, response.body).toBe(201);
      expect(QuestionnaireResultSchema.parse(response.json()).attempt).toMatchObject({ scorePercent: 75 });
    }
  });

  it('409 NO_ATTEMPTS_LEFT once the attempts are used up', async () => {
    const member = await enrolledMember(t, DIVORCE);
    await attempt(member, [0, 1]);
    await attempt(member, [1, 2, 3]);
    const last = await attempt(member, [0, 1, 2, 3]);
    expect(last).toMatchObject({
      attempt: { attempt: 3, scorePercent: 0, passed: false },
      satisfied: false,
      attemptsRemaining: 0,
    });
    expect(last.incorrect).toHaveLength(4);
    const refused = await submit(t, member, check.id, knowledgeAnswers(check.questions));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('NO_ATTEMPTS_LEFT');
    expect(await knowledgeCheckOf(member)).toMatchObject({ attemptsRemaining: 0, satisfied: false });
    expect(await responsesOf(t, member)).toHaveLength(3);
  });

  it('parallel submissions take distinct attempt numbers, within the limit, and never fail with 5xx', async () => {
    const member = await enrolledMember(t, DIVORCE);
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map(() => submit(t, member, check.id, knowledgeAnswers(check.questions, [0, 1]))),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 201, 201, 409, 409]);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expect(errorOf(response).code).toBe('NO_ATTEMPTS_LEFT');
    }
    expect((await responsesOf(t, member)).map((row) => row.attempt).sort()).toEqual([1, 2, 3]);

    const evaluations = await Promise.all(
      [1, 2, 3].map(() => submit(t, member, evaluation.id, evaluationAnswers(evaluation.questions))),
    );
    expect(evaluations.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    expect(
      (await responsesOf(t, member)).filter((row) => row.questionnaireId === evaluation.id),
    ).toHaveLength(1);
  });
});

/** Reads no attempts the first time, as a submission does that reads just before a concurrent one is recorded. */
class StaleFirstRead extends QuestionnairesRepository {
  private stale = true;
  override async listAttempts(userId: string, questionnaireIds: string[]) {
    const rows = await super.listAttempts(userId, questionnaireIds);
    if (!this.stale) return rows;
    this.stale = false;
    return [];
  }
}

describe('a submission that loses the race for its attempt number', () => {
  it('looks again: it takes the next number, or gets the 409 the recorded attempt calls for', async () => {
    const member = await enrolledMember(t, DIVORCE);
    await attempt(member, [0, 1]);
    expect((await submit(t, member, evaluation.id, evaluationAnswers(evaluation.questions))).statusCode).toBe(
      201,
    );
    const racing = () => {
      const db = t.database.db;
      const courses = new CoursesService(new CoursesRepository(db));
      const learning = learningServiceFor(t.database, courses);
      return new QuestionnairesService(new StaleFirstRead(db), learning);
    };

    const second = await racing().submitQuestionnaire(member.identity, {
      questionnaireId: check.id,
      answers: knowledgeAnswers(check.questions, [0, 1]),
    });
    expect(second).toMatchObject({ attempt: { attempt: 2, passed: false }, attemptsRemaining: 1 });
    await expect(
      racing().submitQuestionnaire(member.identity, {
        questionnaireId: evaluation.id,
        answers: evaluationAnswers(evaluation.questions),
      }),
    ).rejects.toMatchObject({ code: 'ALREADY_SUBMITTED', statusCode: 409 });
    expect((await responsesOf(t, member)).map((row) => row.attempt)).toEqual([1, 1, 2]);
  });
});

describe('QuestionnairesService.creditRequirements', () => {
  it('says what is met: the evaluation once submitted, the knowledge check once passed', async () => {
    const member = await enrolledMember(t, DIVORCE, BANKING);
    const divorce = courseIds[DIVORCE] ?? '';
    expect(await service.creditRequirements(member.userId, divorce)).toEqual({
      evaluation: null,
      knowledgeCheck: { required: true, passed: null },
    });
    expect(await service.creditRequirements(member.userId, courseIds[BANKING] ?? '')).toEqual({
      evaluation: null,
      knowledgeCheck: { required: false },
    });

    const submitted = await submit(t, member, evaluation.id, evaluationAnswers(evaluation.questions));
    const submittedAt = QuestionnaireResultSchema.parse(submitted.json()).attempt.submittedAt;
    await attempt(member, [0, 1]);
    expect(await service.creditRequirements(member.userId, divorce)).toEqual({
      evaluation: { submittedAt: new Date(submittedAt) },
      knowledgeCheck: { required: true, passed: null },
    });
    await attempt(member, [2]);
    expect(await service.creditRequirements(member.userId, divorce)).toEqual({
      evaluation: { submittedAt: new Date(submittedAt) },
      knowledgeCheck: { required: true, passed: { scorePercent: 75, attempt: 2 } },
    });
    // Another lawyer's state is their own.
    const other = await enrolledMember(t, DIVORCE);
    expect(await service.creditRequirements(other.userId, divorce)).toEqual({
      evaluation: null,
      knowledgeCheck: { required: true, passed: null },
    });
  });
});
