import type { Questionnaire, QuestionnaireResult } from '@counsel/contracts';
import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-field';
import { errorReason } from '../../../lib/error-reason';
import { useSubmitQuestionnaire } from '../api/submit-questionnaire';
import {
  REQUIRED_ANSWER_MESSAGES,
  toAnswers,
  unansweredRequired,
  type AnswerDraft,
  type AnswerDrafts,
} from '../lib/questionnaire-answers';
import { invalidQuestionIds } from '../lib/questionnaire-messages';
import { QuestionField } from './question-field';

export interface QuestionnaireFormProps {
  courseKey: string;
  questionnaire: Questionnaire;
  /** Unique on the page: the prefix of every control's id. */
  idPrefix: string;
  /** The server's answer to a submission (satisfied, or a failed knowledge check). */
  onResult: (result: QuestionnaireResult) => void;
}

const CHECK_ANSWER = 'Check this answer.';

/**
 * The questions of one questionnaire and its submit button. Required questions are checked here first (a message
 * beside each, focus on the first); the server's refusals show as the form's alert (409 no attempts left or already
 * submitted) or beside the questions it names (400 ANSWERS_INVALID).
 */
export function QuestionnaireForm({ courseKey, questionnaire, idPrefix, onResult }: QuestionnaireFormProps) {
  const submit = useSubmitQuestionnaire(courseKey);
  const [drafts, setDrafts] = useState<AnswerDrafts>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const questionId = (id: string) => `${idPrefix}-q-${id}`;

  const change = (id: string, draft: AnswerDraft) => {
    setDrafts((current) => ({ ...current, [id]: draft }));
    setErrors(({ [id]: _cleared, ...rest }) => rest);
  };

  const focusQuestion = (id: string) => document.getElementById(`${questionId(id)}-control`)?.focus();

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    const missing = unansweredRequired(questionnaire.questions, drafts);
    if (missing.length > 0) {
      submit.reset();
      setErrors(
        Object.fromEntries(missing.map((question) => [question.id, REQUIRED_ANSWER_MESSAGES[question.type]])),
      );
      setSummary(
        missing.length === 1
          ? 'One required question has no answer yet.'
          : `${missing.length} required questions have no answer yet.`,
      );
      const first = missing[0];
      if (first) focusQuestion(first.id);
      return;
    }
    setErrors({});
    setSummary(null);
    let result: QuestionnaireResult;
    try {
      result = await submit.mutateAsync({
        questionnaireId: questionnaire.id,
        answers: toAnswers(questionnaire.questions, drafts),
      });
    } catch (error) {
      const ids = invalidQuestionIds(error);
      if (ids.length > 0) {
        setErrors(Object.fromEntries(ids.map((id) => [id, CHECK_ANSWER])));
        const first = ids[0];
        if (first) focusQuestion(first);
      }
      return;
    }
    onResult(result);
  };

  const alert = submit.error
    ? errorReason(submit.error, 'We could not send your answers. Please try again.')
    : summary;
  const isEvaluation = questionnaire.kind === 'EVALUATION';

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      {questionnaire.questions.map((question, index) => (
        <QuestionField
          key={question.id}
          id={questionId(question.id)}
          number={index + 1}
          question={question}
          draft={drafts[question.id]}
          onChange={(draft) => change(question.id, draft)}
          error={errors[question.id]}
          disabled={submit.isPending}
        />
      ))}
      <FormAlert id={`${idPrefix}-alert`} message={alert} />
      <Button
        type="submit"
        text={isEvaluation ? 'Submit evaluation' : 'Submit answers'}
        loading={submit.isPending}
      />
    </form>
  );
}
