import type { Question } from '@counsel/contracts';
import { FieldError } from '../../../components/ui/form-field';
import { EMPTY_DRAFT, FREE_TEXT_LIMIT, type AnswerDraft } from '../lib/questionnaire-answers';

export interface QuestionFieldProps {
  /** Unique on the page; the first control gets `${id}-control` (focused when the answer is missing). */
  id: string;
  number: number;
  question: Question;
  draft: AnswerDraft | undefined;
  onChange: (draft: AnswerDraft) => void;
  error: string | undefined;
  disabled: boolean;
}

const OPTION_LABEL = 'flex cursor-pointer items-start gap-2 text-sm text-slate-800';
const CHOICE_INPUT = 'mt-0.5 size-4 shrink-0 cursor-pointer accent-brand-700';

/** "3. How useful was…" with "(required)" after it. */
function Prompt({ number, question }: Pick<QuestionFieldProps, 'number' | 'question'>) {
  return (
    <>
      {number}. {question.prompt}
      <span className="font-normal text-slate-600">{question.required ? ' (required)' : ' (optional)'}</span>
    </>
  );
}

/** A question as the control its type needs: radios, checkboxes, a rating scale or a text box with a counter. */
export function QuestionField({
  id,
  number,
  question,
  draft = EMPTY_DRAFT,
  onChange,
  error,
  disabled,
}: QuestionFieldProps) {
  const errorId = error ? `${id}-error` : undefined;
  const controlId = (index: number) => (index === 0 ? `${id}-control` : `${id}-control-${index}`);

  if (question.type === 'FREE_TEXT') {
    const counterId = `${id}-counter`;
    return (
      <div>
        <label htmlFor={controlId(0)} className="mb-1 block text-sm font-medium text-slate-900">
          <Prompt number={number} question={question} />
        </label>
        <textarea
          id={controlId(0)}
          rows={4}
          value={draft.text}
          maxLength={FREE_TEXT_LIMIT}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={[counterId, errorId].filter(Boolean).join(' ')}
          onChange={(event) => onChange({ ...draft, text: event.target.value.slice(0, FREE_TEXT_LIMIT) })}
          className={`block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm ${
            error ? 'border-red-700' : 'border-slate-500'
          }`}
        />
        <p id={counterId} className="mt-1 text-right text-xs text-slate-600">
          {draft.text.length.toLocaleString('en-US')} / {FREE_TEXT_LIMIT.toLocaleString('en-US')} characters
        </p>
        <FieldError id={errorId} message={error} />
      </div>
    );
  }

  let controls;
  if (question.type === 'RATING') {
    const scale = question.scale ?? { max: 5, lowLabel: '', highLabel: '' };
    const values = Array.from({ length: scale.max }, (_, index) => index + 1);
    controls = (
      <div>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {values.map((value, index) => (
            <label key={value} htmlFor={controlId(index)} className={OPTION_LABEL}>
              <input
                id={controlId(index)}
                type="radio"
                name={id}
                value={value}
                checked={draft.rating === value}
                disabled={disabled}
                aria-describedby={errorId}
                onChange={() => onChange({ ...draft, rating: value })}
                className={CHOICE_INPUT}
              />
              {value}
              {value === 1 && scale.lowLabel ? <span className="sr-only"> — {scale.lowLabel}</span> : null}
              {value === scale.max && scale.highLabel ? (
                <span className="sr-only"> — {scale.highLabel}</span>
              ) : null}
            </label>
          ))}
        </div>
        {scale.lowLabel || scale.highLabel ? (
          <p aria-hidden="true" className="mt-1 flex max-w-md justify-between gap-4 text-xs text-slate-600">
            <span>1 = {scale.lowLabel}</span>
            <span>
              {scale.max} = {scale.highLabel}
            </span>
          </p>
        ) : null}
      </div>
    );
  } else {
    const multiple = question.type === 'MULTIPLE_CHOICE';
    controls = (
      <div className="space-y-2">
        {question.options.map((option, index) => {
          const checked = draft.optionIds.includes(option.id);
          return (
            <label key={option.id} htmlFor={controlId(index)} className={OPTION_LABEL}>
              <input
                id={controlId(index)}
                type={multiple ? 'checkbox' : 'radio'}
                name={id}
                value={option.id}
                checked={checked}
                disabled={disabled}
                aria-describedby={errorId}
                onChange={(event) => {
                  const optionIds = multiple
                    ? event.target.checked
                      ? [...draft.optionIds, option.id]
                      : draft.optionIds.filter((entry) => entry !== option.id)
                    : [option.id];
                  onChange({ ...draft, optionIds });
                }}
                className={CHOICE_INPUT}
              />
              {option.label}
            </label>
          );
        })}
      </div>
    );
  }

  return (
    <fieldset aria-describedby={errorId}>
      <legend className="mb-2 text-sm font-medium text-slate-900">
        <Prompt number={number} question={question} />
        {question.type === 'MULTIPLE_CHOICE' ? (
          <span className="block font-normal text-slate-600">Choose all that apply.</span>
        ) : null}
      </legend>
      {controls}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
