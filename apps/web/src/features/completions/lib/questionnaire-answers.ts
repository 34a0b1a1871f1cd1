import type { Answer, Question } from '@counsel/contracts';

/** What the lawyer has put into one question so far (every type's field, only one used). */
export interface AnswerDraft {
  optionIds: string[];
  rating: number | null;
  text: string;
}

export type AnswerDrafts = Record<string, AnswerDraft | undefined>;

export const EMPTY_DRAFT: AnswerDraft = { optionIds: [], rating: null, text: '' };

export const REQUIRED_ANSWER_MESSAGES: Record<Question['type'], string> = {
  SINGLE_CHOICE: 'Choose an answer.',
  MULTIPLE_CHOICE: 'Choose at least one answer.',
  RATING: 'Choose a rating.',
  FREE_TEXT: 'Write an answer.',
};

/** Whether the draft answers the question (a blank text does not, as on the server). */
export function isAnswered(question: Question, draft: AnswerDraft | undefined): boolean {
  if (!draft) return false;
  switch (question.type) {
    case 'SINGLE_CHOICE':
    case 'MULTIPLE_CHOICE':
      return draft.optionIds.length > 0;
    case 'RATING':
      return draft.rating !== null;
    case 'FREE_TEXT':
      return draft.text.trim() !== '';
  }
}

/** The required questions without an answer, in question order. */
export function unansweredRequired(questions: readonly Question[], drafts: AnswerDrafts): Question[] {
  return questions.filter((question) => question.required && !isAnswered(question, drafts[question.id]));
}

/** The answers POST /api/questionnaire takes: one per answered question, in the shape of its type. */
export function toAnswers(questions: readonly Question[], drafts: AnswerDrafts): Answer[] {
  const answers: Answer[] = [];
  for (const question of questions) {
    const draft = drafts[question.id];
    if (!draft || !isAnswered(question, draft)) continue;
    switch (question.type) {
      case 'SINGLE_CHOICE':
        answers.push({ questionId: question.id, optionIds: draft.optionIds.slice(0, 1) });
        break;
      case 'MULTIPLE_CHOICE': {
        // In the order the options are shown, whatever order they were ticked in.
        const chosen = new Set(draft.optionIds);
        const optionIds = question.options.map((option) => option.id).filter((id) => chosen.has(id));
        answers.push({ questionId: question.id, optionIds });
        break;
      }
      case 'RATING':
        if (draft.rating !== null) answers.push({ questionId: question.id, rating: draft.rating });
        break;
      case 'FREE_TEXT':
        answers.push({ questionId: question.id, text: draft.text.trim() });
        break;
    }
  }
  return answers;
}

/**
 * The contract's FREE_TEXT_MAX_LENGTH, repeated here because it lives beside the zod schemas and importing it would
 * bring zod into the watch page's JavaScript; questionnaire-answers.test.ts checks that the two agree.
 */
export const FREE_TEXT_LIMIT = 2000;
