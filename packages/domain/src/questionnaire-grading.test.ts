import { FREE_TEXT_MAX_LENGTH } from '@counsel/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkAnswers,
  DEFAULT_PASS_PERCENT,
  grade,
  standingOf,
  type AttemptFacts,
  type QuestionFacts,
} from './questionnaire-grading.js';

const options = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

function question(
  id: string,
  type: QuestionFacts['type'],
  extra: Partial<QuestionFacts> = {},
): QuestionFacts {
  const choice = type === 'SINGLE_CHOICE' || type === 'MULTIPLE_CHOICE';
  return {
    id,
    type,
    required: true,
    options: choice ? options : [],
    correctOptionIds: null,
    scaleMax: null,
    ...extra,
  };
}

const single = question('q1', 'SINGLE_CHOICE');
const multiple = question('q2', 'MULTIPLE_CHOICE');
const rating = question('q3', 'RATING');
const text = question('q4', 'FREE_TEXT', { required: false });
const evaluation = [single, multiple, rating, text];

describe('checkAnswers', () => {
  it('accepts answers of the right shape and stores them in question order', () => {
    const checked = checkAnswers(evaluation, [
      { questionId: 'q4', text: '  Clear and useful.  ' },
      { questionId: 'q3', rating: 5 },
      { questionId: 'q2', optionIds: ['c', 'a'] },
      { questionId: 'q1', optionIds: ['b'] },
    ]);
    expect(checked).toEqual({
      ok: true,
      answers: [
        { questionId: 'q1', optionIds: ['b'] },
        { questionId: 'q2', optionIds: ['c', 'a'] },
        { questionId: 'q3', rating: 5 },
        { questionId: 'q4', text: 'Clear and useful.' },
      ],
    });
  });

  it('leaves out a blank optional free text, but a blank required one is missing', () => {
    const answers = [
      { questionId: 'q1', optionIds: ['a'] },
      { questionId: 'q2', optionIds: ['a'] },
      { questionId: 'q3', rating: 1 },
      { questionId: 'q4', text: '   ' },
    ];
    expect(checkAnswers(evaluation, answers)).toEqual({ ok: true, answers: answers.slice(0, 3) });
    const required = question('q4', 'FREE_TEXT');
    expect(checkAnswers([single, multiple, rating, required], answers)).toEqual({
      ok: false,
      questionIds: ['q4'],
    });
  });

  it('names missing, misshapen, repeated and unknown answers: the questions in order, then unknown ids', () => {
    const checked = checkAnswers(evaluation, [
      { questionId: 'zz', optionIds: ['a'] },
      { questionId: 'q2', optionIds: ['a', 'a'] },
      { questionId: 'q3', rating: 2 },
      { questionId: 'q3', rating: 3 },
    ]);
    expect(checked).toEqual({ ok: false, questionIds: ['q1', 'q2', 'q3', 'zz'] });
  });

  it.each([
    ['two options to a single choice', single, { questionId: 'q1', optionIds: ['a', 'b'] }],
    ['no option', single, { questionId: 'q1', optionIds: [] }],
    ['an unknown option', multiple, { questionId: 'q2', optionIds: ['a', 'x'] }],
    ['a rating to a choice', single, { questionId: 'q1', optionIds: ['a'], rating: 2 }],
    ['a rating of 0', rating, { questionId: 'q3', rating: 0 }],
    ['a rating above the default scale', rating, { questionId: 'q3', rating: 6 }],
    ['a fractional rating', rating, { questionId: 'q3', rating: 2.5 }],
    ['options to a rating', rating, { questionId: 'q3', optionIds: ['a'] }],
    ['a text too long', text, { questionId: 'q4', text: 'x'.repeat(FREE_TEXT_MAX_LENGTH + 1) }],
  ])('refuses %s', (_case, asked, answer) => {
    expect(checkAnswers([asked], [answer])).toEqual({ ok: false, questionIds: [asked.id] });
  });

  it('takes a rating up to the question’s own scale and a text of exactly the limit', () => {
    const ten = question('q3', 'RATING', { scaleMax: 10 });
    expect(checkAnswers([ten], [{ questionId: 'q3', rating: 10 }]).ok).toBe(true);
    expect(checkAnswers([text], [{ questionId: 'q4', text: 'x'.repeat(FREE_TEXT_MAX_LENGTH) }]).ok).toBe(
      true,
    );
  });
});

describe('grade', () => {
  const graded = [
    question('k1', 'SINGLE_CHOICE', { correctOptionIds: ['a'] }),
    question('k2', 'MULTIPLE_CHOICE', { correctOptionIds: ['a', 'c'] }),
    question('k3', 'SINGLE_CHOICE', { correctOptionIds: ['b'] }),
    question('k4', 'RATING'),
  ];

  it('scores the share of graded questions answered exactly right, rounded down', () => {
    const result = grade({ passPercent: 70 }, graded, [
      { questionId: 'k1', optionIds: ['a'] },
      { questionId: 'k2', optionIds: ['c', 'a'] },
      { questionId: 'k3', optionIds: ['a'] },
      { questionId: 'k4', rating: 1 },
    ]);
    expect(result).toEqual({ scorePercent: 66, passed: false, wrong: [graded[2]] });
  });

  it('counts a partly right multiple choice as wrong, and an unanswered question too', () => {
    const result = grade({ passPercent: 30 }, graded, [
      { questionId: 'k1', optionIds: ['a'] },
      { questionId: 'k2', optionIds: ['a'] },
    ]);
    expect(result.scorePercent).toBe(33);
    expect(result.passed).toBe(true);
    expect(result.wrong.map((item) => item.id)).toEqual(['k2', 'k3']);
  });

  it('passes exactly at the pass mark, without rounding in the lawyer’s favour', () => {
    const three = graded.slice(0, 3);
    const twoRight = [
      { questionId: 'k1', optionIds: ['a'] },
      { questionId: 'k2', optionIds: ['a', 'c'] },
    ];
    expect(grade({ passPercent: 66 }, three, twoRight).passed).toBe(true);
    expect(grade({ passPercent: 67 }, three, twoRight)).toMatchObject({ scorePercent: 66, passed: false });
  });

  it(`uses ${DEFAULT_PASS_PERCENT}% when the knowledge check has no pass mark`, () => {
    const ten = Array.from({ length: 10 }, (_, index) =>
      question(`k${index}`, 'SINGLE_CHOICE', { correctOptionIds: ['a'] }),
    );
    const right = (count: number) =>
      ten.slice(0, count).map((item) => ({ questionId: item.id, optionIds: ['a'] }));
    expect(grade({ passPercent: null }, ten, right(7))).toMatchObject({ scorePercent: 70, passed: true });
    expect(grade({ passPercent: null }, ten, right(6))).toMatchObject({ scorePercent: 60, passed: false });
  });

  it('passes a questionnaire without graded questions with 100%', () => {
    expect(grade({ passPercent: 90 }, [question('r', 'RATING')], [])).toEqual({
      scorePercent: 100,
      passed: true,
      wrong: [],
    });
  });
});

describe('standingOf', () => {
  const attempt = (number: number, passed: boolean | null): AttemptFacts => ({ attempt: number, passed });

  it('gives an evaluation one submission', () => {
    const rules = { kind: 'EVALUATION', maxAttempts: null } as const;
    expect(standingOf(rules, [])).toEqual({
      latest: null,
      satisfied: false,
      attemptsRemaining: 1,
      nextAttempt: 1,
    });
    const sent = attempt(1, null);
    expect(standingOf(rules, [sent])).toEqual({
      latest: sent,
      satisfied: true,
      attemptsRemaining: 0,
      nextAttempt: 2,
    });
  });

  it('counts a knowledge check’s attempts down to the limit, the newest attempt being the latest', () => {
    const rules = { kind: 'KNOWLEDGE_CHECK', maxAttempts: 3 } as const;
    const second = attempt(2, false);
    expect(standingOf(rules, [second, attempt(1, false)])).toEqual({
      latest: second,
      satisfied: false,
      attemptsRemaining: 1,
      nextAttempt: 3,
    });
    expect(standingOf(rules, [attempt(1, false), second, attempt(3, false)]).attemptsRemaining).toBe(0);
  });

  it('is satisfied by any passed attempt and then accepts no more', () => {
    const rules = { kind: 'KNOWLEDGE_CHECK', maxAttempts: 3 } as const;
    const standing = standingOf(rules, [attempt(1, true), attempt(2, false)]);
    expect(standing.satisfied).toBe(true);
    expect(standing.attemptsRemaining).toBe(0);
  });

  it('leaves unlimited attempts unlimited, and never goes below zero', () => {
    expect(
      standingOf({ kind: 'KNOWLEDGE_CHECK', maxAttempts: null }, [attempt(5, false)]).attemptsRemaining,
    ).toBe(null);
    expect(
      standingOf({ kind: 'KNOWLEDGE_CHECK', maxAttempts: 2 }, [attempt(4, false)]).attemptsRemaining,
    ).toBe(0);
  });
});
