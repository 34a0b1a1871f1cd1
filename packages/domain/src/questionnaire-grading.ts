import type { Answer, QUESTION_TYPES, QUESTIONNAIRE_KINDS } from '@counsel/contracts';
import { FREE_TEXT_MAX_LENGTH } from '@counsel/contracts/constants';

/*
 * The rules of a questionnaire, without I/O: which answers are acceptable, how a knowledge check is scored, and where
 * a lawyer stands (attempts used, satisfied). The questionnaires service applies them to its rows.
 */

/** The pass mark of a knowledge check stored without one. */
export const DEFAULT_PASS_PERCENT = 70;
/** The scale of a rating question stored without one. */
export const DEFAULT_SCALE_MAX = 5;

/** An answer as stored: the one field its question takes. */
export interface StoredAnswer {
  questionId: string;
  optionIds?: string[];
  rating?: number;
  text?: string;
}

/** What the rules read of a question. */
export interface QuestionFacts {
  id: string;
  type: (typeof QUESTION_TYPES)[number];
  required: boolean;
  options: readonly { id: string }[];
  /** Knowledge-check choice questions: the correct option ids; null or empty for ungraded questions. */
  correctOptionIds: readonly string[] | null;
  scaleMax: number | null;
}

/** What the rules read of a questionnaire. */
export interface QuestionnaireFacts {
  kind: (typeof QUESTIONNAIRE_KINDS)[number];
  passPercent: number | null;
  /** A knowledge check's attempt limit; null: unlimited. */
  maxAttempts: number | null;
}

/** What the rules read of a recorded attempt. */
export interface AttemptFacts {
  attempt: number;
  passed: boolean | null;
}

/** The answers are acceptable (normalized for storage), or these questions' answers are missing or wrong in shape. */
export type AnswerCheck = { ok: true; answers: StoredAnswer[] } | { ok: false; questionIds: string[] };

function hasOnly(answer: Answer, field: 'optionIds' | 'rating' | 'text'): boolean {
  return (['optionIds', 'rating', 'text'] as const).every(
    (key) => (key === field) === (answer[key] !== undefined),
  );
}

/** The answer normalized for storage, 'empty' for a blank free text, or null when it does not fit the question. */
function normalize(question: QuestionFacts, answer: Answer): StoredAnswer | 'empty' | null {
  const questionId = question.id;
  switch (question.type) {
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE': {
      if (!hasOnly(answer, 'optionIds') || !answer.optionIds) return null;
      const optionIds = answer.optionIds;
      const known = new Set(question.options.map((option) => option.id));
      const fits =
        (question.type === 'SINGLE_CHOICE' ? optionIds.length === 1 : optionIds.length >= 1) &&
        new Set(optionIds).size === optionIds.length &&
        optionIds.every((id) => known.has(id));
      return fits ? { questionId, optionIds } : null;
    }
    case 'RATING': {
      const rating = answer.rating;
      if (!hasOnly(answer, 'rating') || rating === undefined) return null;
      const fits =
        Number.isInteger(rating) && rating >= 1 && rating <= (question.scaleMax ?? DEFAULT_SCALE_MAX);
      return fits ? { questionId, rating } : null;
    }
    case 'FREE_TEXT': {
      if (!hasOnly(answer, 'text') || answer.text === undefined) return null;
      const text = answer.text.trim();
      if (text.length > FREE_TEXT_MAX_LENGTH) return null;
      return text === '' ? 'empty' : { questionId, text };
    }
  }
}

/**
 * Every required question answered, no unknown or repeated question, and each answer of the shape its question
 * takes (one known option; one or more distinct known options; an integer on the scale; a text within the limit).
 * A blank free text counts as no answer. Answers are stored in question order.
 */
export function checkAnswers(questions: readonly QuestionFacts[], answers: readonly Answer[]): AnswerCheck {
  const invalid = new Set<string>();
  const byQuestion = new Map<string, Answer>();
  for (const answer of answers) {
    if (byQuestion.has(answer.questionId)) invalid.add(answer.questionId);
    byQuestion.set(answer.questionId, answer);
  }
  const known = new Set(questions.map((question) => question.id));
  const unknown = [...byQuestion.keys()].filter((id) => !known.has(id));

  const stored: StoredAnswer[] = [];
  for (const question of questions) {
    const answer = byQuestion.get(question.id);
    const normalized = answer ? normalize(question, answer) : 'empty';
    if (normalized === null || (normalized === 'empty' && question.required)) invalid.add(question.id);
    else if (normalized !== 'empty') stored.push(normalized);
  }
  const questionIds = [
    ...questions.map((question) => question.id).filter((id) => invalid.has(id)),
    ...unknown,
  ];
  return questionIds.length > 0 ? { ok: false, questionIds } : { ok: true, answers: stored };
}

export interface Grade<Q extends QuestionFacts = QuestionFacts> {
  scorePercent: number;
  passed: boolean;
  /** The graded questions answered wrongly, in order. */
  wrong: Q[];
}

/**
 * Scores a knowledge check: the share of graded questions (those with correct options) answered exactly right (a
 * multiple-choice answer must be the whole correct set), rounded down; passed when it reaches the pass mark.
 */
export function grade<Q extends QuestionFacts>(
  questionnaire: Pick<QuestionnaireFacts, 'passPercent'>,
  questions: readonly Q[],
  answers: readonly StoredAnswer[],
): Grade<Q> {
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  const graded = questions.filter((question) => (question.correctOptionIds ?? []).length > 0);
  const wrong = graded.filter((question) => {
    const correct = new Set(question.correctOptionIds);
    const chosen = byQuestion.get(question.id)?.optionIds ?? [];
    return chosen.length !== correct.size || !chosen.every((id) => correct.has(id));
  });
  const right = graded.length - wrong.length;
  const passPercent = questionnaire.passPercent ?? DEFAULT_PASS_PERCENT;
  return graded.length === 0
    ? { scorePercent: 100, passed: true, wrong: [] }
    : {
        scorePercent: Math.floor((right * 100) / graded.length),
        passed: right * 100 >= passPercent * graded.length,
        wrong,
      };
}

export interface Standing<A extends AttemptFacts = AttemptFacts> {
  latest: A | null;
  /** The evaluation submitted, or the knowledge check passed. */
  satisfied: boolean;
  /** Submissions the server still accepts: 0 once satisfied; null when a knowledge check allows unlimited attempts. */
  attemptsRemaining: number | null;
  /** The number the next attempt takes. */
  nextAttempt: number;
}

/** Where a lawyer stands with a questionnaire, given their attempts at it. */
export function standingOf<A extends AttemptFacts>(
  questionnaire: Pick<QuestionnaireFacts, 'kind' | 'maxAttempts'>,
  attempts: readonly A[],
): Standing<A> {
  const latest = attempts.reduce<A | null>(
    (newest, attempt) => (newest === null || attempt.attempt > newest.attempt ? attempt : newest),
    null,
  );
  const used = latest?.attempt ?? 0;
  const satisfied =
    questionnaire.kind === 'EVALUATION'
      ? latest !== null
      : attempts.some((attempt) => attempt.passed === true);
  const limit = questionnaire.kind === 'EVALUATION' ? 1 : questionnaire.maxAttempts;
  return {
    latest,
    satisfied,
    attemptsRemaining: satisfied ? 0 : limit === null ? null : Math.max(0, limit - used),
    nextAttempt: used + 1,
  };
}
