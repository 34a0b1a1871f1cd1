import { FREE_TEXT_MAX_LENGTH } from '@counsel/contracts';
import { describe, expect, it } from 'vitest';
import { evaluationQuestions } from '../testing/completion-fixtures';
import {
  FREE_TEXT_LIMIT,
  isAnswered,
  toAnswers,
  unansweredRequired,
  type AnswerDrafts,
} from './questionnaire-answers';

const { rating, objectives, topics, comments } = evaluationQuestions;
const questions = [rating, objectives, topics, comments];
const draft = (fields: Partial<{ optionIds: string[]; rating: number | null; text: string }>) => ({
  optionIds: [],
  rating: null,
  text: '',
  ...fields,
});

describe('questionnaire answers', () => {
  it('agrees with the contract on the longest free text', () => {
    expect(FREE_TEXT_LIMIT).toBe(FREE_TEXT_MAX_LENGTH);
  });

  it('counts a blank text as no answer, as the server does', () => {
    expect(isAnswered(comments, draft({ text: '   ' }))).toBe(false);
    expect(isAnswered(comments, draft({ text: ' ok ' }))).toBe(true);
    expect(isAnswered(rating, undefined)).toBe(false);
  });

  it('finds the required questions without an answer, in order', () => {
    expect(unansweredRequired(questions, {})).toEqual([rating, objectives]);
    expect(unansweredRequired(questions, { [rating.id]: draft({ rating: 3 }) })).toEqual([objectives]);
  });

  it('sends one answer per answered question, in the shape of its type', () => {
    const drafts: AnswerDrafts = {
      [rating.id]: draft({ rating: 5 }),
      [objectives.id]: draft({ optionIds: ['no'] }),
      [topics.id]: draft({ optionIds: ['confidentiality', 'duties'] }),
      [comments.id]: draft({ text: '  ' }),
    };
    expect(toAnswers(questions, drafts)).toEqual([
      { questionId: rating.id, rating: 5 },
      { questionId: objectives.id, optionIds: ['no'] },
      { questionId: topics.id, optionIds: ['duties', 'confidentiality'] },
    ]);
    expect(toAnswers(questions, { [comments.id]: draft({ text: ' Thanks ' }) })).toEqual([
      { questionId: comments.id, text: 'Thanks' },
    ]);
  });
});
