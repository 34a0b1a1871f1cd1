import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CourseQuestionnairesSchema,
  ErrorBodySchema,
  QuestionnaireResultSchema,
  type Answer,
} from '@counsel/contracts';
import { setMembershipStatus, type Member } from '../../testing/learning-fixtures.js';
import type { TestApp } from '../../testing/test-app.js';
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
let evaluation: { id: string; questions: QuestionRow[] };
let knowledgeCheck: { id: string; questions: QuestionRow[] };

beforeAll(async () => {
  t = await setUpQuestionnaireApp();
  evaluation = await storedQuestionnaire(t, DIVORCE, 'EVALUATION');
  knowledgeCheck = await storedQuestionnaire(t, DIVORCE, 'KNOWLEDGE_CHECK');
});
afterAll(async () => t.close());

async function questionnairesOf(member: Member, courseKey: string) {
  const response = await listing(t, member, courseKey);
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, items: CourseQuestionnairesSchema.parse(response.json()).items };
}
function errorOf(response: { json: () => unknown }) {
  return ErrorBodySchema.parse(response.json()).error;
}
function questionOf(type: QuestionRow['type'], from = evaluation.questions): QuestionRow {
  const question = from.find((candidate) => candidate.type === type && candidate.required);
  if (!question) throw new Error(`no required ${type} question`);
  return question;
}

describe('GET /api/questionnaire/course/{courseId}', () => {
  it('lists the evaluation, then the knowledge check, with no correct answers or explanations', async () => {
    const member = await enrolledMember(t, DIVORCE);
    const { body, items } = await questionnairesOf(member, DIVORCE);
    expect(items.map((item) => [item.id, item.kind, item.passPercent, item.maxAttempts])).toEqual([
      [evaluation.id, 'EVALUATION', null, null],
      [knowledgeCheck.id, 'KNOWLEDGE_CHECK', 70, 3],
    ]);
    for (const item of items) {
      expect(item).toMatchObject({ latestAttempt: null, satisfied: false });
    }
    expect(items.map((item) => item.attemptsRemaining)).toEqual([1, 3]);

    const [form, check] = items;
    expect(form?.questions.map((question) => [question.type, question.prompt, question.required])).toEqual(
      expect.arrayContaining([
        ['RATING', 'The program met its stated learning objectives.', true],
        ['RATING', 'The speakers were knowledgeable and well prepared.', true],
        ['RATING', 'The written materials were useful.', true],
        ['SINGLE_CHOICE', 'How relevant was this program to your practice?', true],
        ['SINGLE_CHOICE', 'Would you recommend this program to a colleague?', true],
        ['FREE_TEXT', 'What could be improved?', false],
      ]),
    );
    const rating = form?.questions.find((question) => question.type === 'RATING');
    expect(rating?.scale).toEqual({ max: 5, lowLabel: 'Strongly disagree', highLabel: 'Strongly agree' });
    const recommend = form?.questions.find((question) => question.prompt.startsWith('Would you recommend'));
    expect(recommend?.options.map((option) => option.label)).toEqual(['Yes', 'No']);
    expect(check?.questions.map((question) => question.id)).toEqual(
      knowledgeCheck.questions.map((question) => question.id),
    );
    expect(check?.questions.some((question) => question.type === 'MULTIPLE_CHOICE')).toBe(true);

    // Nothing that gives the answers away, in any form.
    expect(body).not.toMatch(/correctOptionIds|"explanation"/);
    for (const question of knowledgeCheck.questions) {
      expect(question.explanation).toBeTruthy();
      expect(body).not.toContain(question.explanation ?? '');
    }
  });

  it('answers for the course id as for its slug; a course with no knowledge check lists only the evaluation', async () => {
    const member = await enrolledMember(t, DIVORCE, BANKING);
    const bySlug = await questionnairesOf(member, DIVORCE);
    const byId = await questionnairesOf(member, bySlug.items[0]?.courseId ?? '');
    expect(byId.items).toEqual(bySlug.items);
    expect((await questionnairesOf(member, BANKING)).items.map((item) => item.kind)).toEqual(['EVALUATION']);
  });
});

describe('who may answer', () => {
  it('a visitor gets 401 on both routes', async () => {
    for (const response of [
      await listing(t, null, DIVORCE),
      await submit(t, null, evaluation.id, evaluationAnswers(evaluation.questions)),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('UNAUTHENTICATED');
    }
  });

  it('403 NOT_ENROLLED, then ENROLLMENT_INACTIVE once the membership ended; nothing stored', async () => {
    const member = await enrolledMember(t, BANKING);
    const answers = evaluationAnswers(evaluation.questions);
    for (const response of [
      await listing(t, member, DIVORCE),
      await submit(t, member, evaluation.id, answers),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('NOT_ENROLLED');
    }
    const lapsed = await enrolledMember(t, DIVORCE);
    await setMembershipStatus(t.database.db, lapsed.userId, 'CANCELED');
    for (const response of [
      await listing(t, lapsed, DIVORCE),
      await submit(t, lapsed, evaluation.id, answers),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('ENROLLMENT_INACTIVE');
    }
    expect(await responsesOf(t, member)).toEqual([]);
    expect(await responsesOf(t, lapsed)).toEqual([]);
  });

  it('404 for an unknown course or questionnaire', async () => {
    const member = await enrolledMember(t, DIVORCE);
    const course = await listing(t, member, 'no-such-course');
    expect(course.statusCode).toBe(404);
    expect(errorOf(course).code).toBe('COURSE_NOT_FOUND');
    const questionnaire = await submit(t, member, crypto.randomUUID(), []);
    expect(questionnaire.statusCode).toBe(404);
    expect(errorOf(questionnaire).code).toBe('QUESTIONNAIRE_NOT_FOUND');
  });
});

describe('POST /api/questionnaire: the evaluation', () => {
  it('is submitted once (201), then 409 ALREADY_SUBMITTED; the listing shows it satisfied', async () => {
    const member = await enrolledMember(t, DIVORCE);
    // The last question (optional free text) is left out.
    const answers = evaluationAnswers(evaluation.questions).slice(0, -1);
    const first = await submit(t, member, evaluation.id, answers);
    expect(first.statusCode, first.body).toBe(201);
    const result = QuestionnaireResultSchema.parse(first.json());
    expect(result).toMatchObject({
      questionnaireId: evaluation.id,
      kind: 'EVALUATION',
      attempt: { attempt: 1, scorePercent: null, passed: null },
      satisfied: true,
      attemptsRemaining: 0,
      incorrect: [],
    });
    const [stored, ...more] = await responsesOf(t, member);
    expect(more).toEqual([]);
    expect(stored?.answers).toContainEqual({
      questionId: evaluation.questions.find((question) => question.prompt === 'What could be improved?')?.id,
      text: 'More case studies, please.',
    });

    const again = await submit(t, member, evaluation.id, answers);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('ALREADY_SUBMITTED');
    expect(await responsesOf(t, member)).toHaveLength(1);
    const [form] = (await questionnairesOf(member, DIVORCE)).items;
    expect(form).toMatchObject({ satisfied: true, attemptsRemaining: 0, latestAttempt: result.attempt });
  });

  it('optional questions may be left out or blank', async () => {
    const member = await enrolledMember(t, DIVORCE);
    const answers = evaluationAnswers(evaluation.questions)
      .filter((answer) => answer.text === undefined)
      .concat(
        evaluation.questions
          .filter((question) => question.type === 'FREE_TEXT')
          .slice(0, 1)
          .map((question) => ({ questionId: question.id, text: '   ' })),
      );
    const response = await submit(t, member, evaluation.id, answers);
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await responsesOf(t, member);
    expect(stored?.answers.some((answer) => answer.text !== undefined)).toBe(false);
  });
});

describe('POST /api/questionnaire: answers that do not fit', () => {
  it('every wrong shape is 400 ANSWERS_INVALID naming the questions, and nothing is stored', async () => {
    const member = await enrolledMember(t, DIVORCE);
    const rating = questionOf('RATING');
    const single = questionOf('SINGLE_CHOICE');
    const text = evaluation.questions.find((question) => question.type === 'FREE_TEXT');
    const multiple = questionOf('MULTIPLE_CHOICE', knowledgeCheck.questions);
    const valid = evaluationAnswers(evaluation.questions);
    const validCheck = knowledgeAnswers(knowledgeCheck.questions);
    const replace = (answers: Answer[], answer: Answer) =>
      answers.map((candidate) => (candidate.questionId === answer.questionId ? answer : candidate));
    const unknownQuestion = crypto.randomUUID();
    const [first, second] = single.options.map((option) => option.id);
    const [a, b] = multiple.correctOptionIds ?? [];

    type Case = [string, string, Answer[], string[]];
    /** One answer of the wrong shape among otherwise valid answers: that question is named. */
    const wrongShape =
      (questionnaireId: string, answers: Answer[]) =>
      ([label, answer]: [string, Answer]): Case => [
        label,
        questionnaireId,
        replace(answers, answer),
        [answer.questionId],
      ];
    const required = evaluation.questions
      .filter((question) => question.required)
      .map((question) => question.id);
    const evaluationShapes: [string, Answer][] = [
      ['rating above the scale', { questionId: rating.id, rating: 6 }],
      ['rating given as text', { questionId: rating.id, text: '5' }],
      ['rating with options', { questionId: rating.id, rating: 4, optionIds: ['a'] }],
      ['single choice, two options', { questionId: single.id, optionIds: [first ?? '', second ?? ''] }],
      ['single choice, no option', { questionId: single.id, optionIds: [] }],
      ['single choice, unknown option', { questionId: single.id, optionIds: ['maybe'] }],
      ['single choice given a rating', { questionId: single.id, rating: 1 }],
      ['free text given options', { questionId: text?.id ?? '', optionIds: ['yes'] }],
    ];
    const checkShapes: [string, Answer][] = [
      ['multiple choice, no option', { questionId: multiple.id, optionIds: [] }],
      ['multiple choice, repeated option', { questionId: multiple.id, optionIds: [a ?? '', a ?? ''] }],
      ['multiple choice, unknown option', { questionId: multiple.id, optionIds: [b ?? '', 'zz'] }],
    ];
    const cases: Case[] = [
      [
        'required rating missing',
        evaluation.id,
        valid.filter((x) => x.questionId !== rating.id),
        [rating.id],
      ],
      ['no answers at all', evaluation.id, [], required],
      [
        'unknown question',
        evaluation.id,
        [...valid, { questionId: unknownQuestion, rating: 3 }],
        [unknownQuestion],
      ],
      [
        'question answered twice',
        evaluation.id,
        [...valid, { questionId: rating.id, rating: 2 }],
        [rating.id],
      ],
      [
        'another questionnaire’s question',
        knowledgeCheck.id,
        [...validCheck, { questionId: rating.id, rating: 5 }],
        [rating.id],
      ],
      [
        'several at once, named in question order',
        evaluation.id,
        [
          { questionId: unknownQuestion, rating: 1 },
          ...replace(valid, { questionId: single.id, optionIds: [] }).filter(
            (x) => x.questionId !== rating.id,
          ),
        ],
        [rating.id, single.id, unknownQuestion],
      ],
      ...evaluationShapes.map(wrongShape(evaluation.id, valid)),
      ...checkShapes.map(wrongShape(knowledgeCheck.id, validCheck)),
    ];
    for (const [label, questionnaireId, answers, questionIds] of cases) {
      const response = await submit(t, member, questionnaireId, answers);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
      expect(errorOf(response), label).toMatchObject({ code: 'ANSWERS_INVALID', details: { questionIds } });
    }
    // Out of the contract's range: refused by the schema before the questionnaire is looked at.
    for (const answer of [{ rating: 0 }, { rating: 2.5 }, { text: 'x'.repeat(2001) }]) {
      const response = await submit(
        t,
        member,
        evaluation.id,
        replace(valid, { questionId: rating.id, ...answer }),
      );
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
    expect(await responsesOf(t, member)).toEqual([]);
    const [form, check] = (await questionnairesOf(member, DIVORCE)).items;
    expect([form?.attemptsRemaining, check?.attemptsRemaining]).toEqual([1, 3]);
    // The same lawyer's valid answers are then accepted (the cases above failed for their own reason).
    expect((await submit(t, member, evaluation.id, valid)).statusCode).toBe(201);
    expect((await submit(t, member, knowledgeCheck.id, validCheck)).statusCode).toBe(201);
  });
});

describe('privacy', () => {
  it('another lawyer sees none of my attempts and keeps their own', async () => {
    const me = await enrolledMember(t, DIVORCE);
    const other = await enrolledMember(t, DIVORCE);
    expect((await submit(t, me, evaluation.id, evaluationAnswers(evaluation.questions))).statusCode).toBe(
      201,
    );
    expect(
      (await submit(t, me, knowledgeCheck.id, knowledgeAnswers(knowledgeCheck.questions, [0, 1]))).statusCode,
    ).toBe(201);

    const theirs = await questionnairesOf(other, DIVORCE);
    expect(theirs.items.map((item) => [item.latestAttempt, item.satisfied, item.attemptsRemaining])).toEqual([
      [null, false, 1],
      [null, false, 3],
    ]);
    expect(theirs.body).not.toContain(me.userId);
    const own = await submit(t, other, evaluation.id, evaluationAnswers(evaluation.questions));
    expect(own.statusCode, own.body).toBe(201);
    expect(QuestionnaireResultSchema.parse(own.json()).attempt.attempt).toBe(1);
    const mine = (await questionnairesOf(me, DIVORCE)).items;
    expect(mine.map((item) => item.latestAttempt?.attempt)).toEqual([1, 1]);
    expect(mine[1]?.attemptsRemaining).toBe(2);
  });
});
