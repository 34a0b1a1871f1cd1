import type { LiveQuestion } from '@counsel/contracts';
import { LIVE_QUESTION_MAX_LENGTH, LIVE_QUESTIONS_PER_SESSION_MAX } from '@counsel/contracts/constants';
import { useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError, FormAlert, fieldDescriptionIds } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { errorReason } from '../../../lib/error-reason';
import { formatTime } from '../../../lib/format-date';
import { useAskLiveQuestion } from '../api/ask-live-question';
import { useLiveQuestions } from '../api/get-live-questions';

const QUESTION_MIN_LENGTH = 3;
const FIELD_ID = 'live-question';

export interface LiveQuestionsPanelProps {
  sessionId: string;
  initialQuestions: LiveQuestion[];
}

function askError(error: unknown): string {
  if (isApiError(error) && error.code === 'LIVE_QUESTION_LIMIT') {
    return `You have asked ${LIVE_QUESTIONS_PER_SESSION_MAX} questions, the most one lawyer can ask in a session. The presenter will answer the ones you sent.`;
  }
  return errorReason(error, 'We could not send your question. Try again.');
}

const byAskedAt = (a: LiveQuestion, b: LiveQuestion) => Date.parse(a.askedAt) - Date.parse(b.askedAt);

/** The room's questions (newest last, "You" for mine, answers under them) and the form to ask one. */
export function LiveQuestionsPanel({ sessionId, initialQuestions }: LiveQuestionsPanelProps) {
  const questions = useLiveQuestions(sessionId, initialQuestions);
  const ask = useAskLiveQuestion(sessionId);
  const [text, setText] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [sent, setSent] = useState(false);
  const items = [...questions.data].sort(byAskedAt);
  const left = LIVE_QUESTION_MAX_LENGTH - text.length;
  const counterId = `${FIELD_ID}-counter`;
  const error = tooShort ? `Write at least ${QUESTION_MIN_LENGTH} characters.` : undefined;
  const { errorId } = fieldDescriptionIds(FIELD_ID, null, error);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = text.trim();
    setSent(false);
    if (value.length < QUESTION_MIN_LENGTH) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    ask.mutate(value, {
      onSuccess: () => {
        setText('');
        setSent(true);
      },
    });
  };

  return (
    <section
      aria-labelledby="live-questions-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="live-questions-heading" className="text-lg font-semibold text-slate-900">
        Questions
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No questions yet. Ask the presenter below.</p>
      ) : (
        <ol aria-label="Questions asked" className="mt-3 max-h-96 space-y-3 overflow-y-auto pr-1">
          {items.map((question) => (
            <li key={question.id} className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="text-slate-600">
                <span className="font-semibold text-slate-900">
                  {question.mine ? 'You' : question.askedBy}
                </span>
                {' · '}
                <time dateTime={question.askedAt}>{formatTime(question.askedAt)}</time>
              </p>
              <p className="mt-1 break-words whitespace-pre-line text-slate-900">{question.text}</p>
              {question.answer ? (
                <div className="mt-2 border-l-4 border-brand-600 pl-3">
                  <p className="font-semibold text-brand-800">Answer</p>
                  <p className="break-words whitespace-pre-line text-slate-800">{question.answer}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <form noValidate onSubmit={submit} className="mt-4 space-y-2">
        <label htmlFor={FIELD_ID} className="block text-sm font-medium text-slate-800">
          Your question
        </label>
        <textarea
          id={FIELD_ID}
          rows={3}
          maxLength={LIVE_QUESTION_MAX_LENGTH}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={[counterId, errorId].filter(Boolean).join(' ')}
          onChange={(event) => {
            setText(event.target.value);
            setSent(false);
          }}
          className={`block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm ${
            error ? 'border-red-700' : 'border-slate-500'
          }`}
        />
        <p id={counterId} className="text-right text-xs text-slate-600">
          {text.length} / {LIVE_QUESTION_MAX_LENGTH} characters{left <= 50 ? ` (${left} left)` : ''}
        </p>
        <FieldError id={errorId} message={error} />
        <FormAlert id="live-question-alert" message={ask.isError ? askError(ask.error) : null} />
        <p role="status" className="text-sm font-semibold text-green-800">
          {sent ? 'Question sent to the presenter.' : ''}
        </p>
        <Button type="submit" text="Ask" loading={ask.isPending} />
      </form>
    </section>
  );
}
