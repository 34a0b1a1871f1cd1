import { useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import type { StaffQuestionnaire } from '@counsel/contracts';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorReason } from '../../../lib/error-reason';
import { useQuestionnaireChanges, type QuestionnaireKind } from '../api/staff-questionnaires-api';
import {
  QUESTION_TYPE_LABELS,
  blankQuestion,
  freshId,
  toDraft,
  toRequest,
  withType,
  type Draft,
  type DraftQuestion,
  type QuestionType,
} from '../lib/questionnaire-draft';

const INPUT = 'w-full rounded-md border border-slate-400 px-3 py-2 text-sm';
const LABEL = 'mb-1 block text-sm font-medium text-slate-800';

const OUTCOME_MESSAGES = {
  CREATED: 'Added.',
  UPDATED: 'Saved.',
  NEW_VERSION: 'Saved as a new version; the answers already given stay with the old one.',
  UNCHANGED: 'Nothing had changed.',
} as const;

interface Props {
  courseId: string;
  kind: QuestionnaireKind;
  questionnaire: StaffQuestionnaire | null;
}

/**
 * One questionnaire's editor: title, description, for a knowledge check its pass mark and retakes, and the
 * questions (add, remove, move up and down, type, options with the correct ones marked, rating scale). It says
 * before saving when lawyers have answered, so the save writes a new version.
 */
export function QuestionnaireEditor({ courseId, kind, questionnaire }: Props) {
  const knowledgeCheck = kind === 'KNOWLEDGE_CHECK';
  const name = knowledgeCheck ? 'knowledge check' : 'evaluation';
  const { save, removeKnowledgeCheck } = useQuestionnaireChanges(courseId);
  const [draft, setDraft] = useState<Draft>(() => toDraft(questionnaire, kind));
  const [error, setError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const prefix = knowledgeCheck ? 'kc' : 'ev';
  const answered = (questionnaire?.responseCount ?? 0) > 0;

  const setQuestion = (key: string, change: (question: DraftQuestion) => DraftQuestion) =>
    setDraft((old) => ({
      ...old,
      questions: old.questions.map((question) => (question.key === key ? change(question) : question)),
    }));
  const move = (index: number, by: -1 | 1) =>
    setDraft((old) => {
      const questions = [...old.questions];
      const [moved] = questions.splice(index, 1);
      if (moved) questions.splice(index + by, 0, moved);
      return { ...old, questions };
    });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { kind, body: toRequest(draft, kind) },
      {
        onSuccess: (result) => {
          toast.success(`The ${name}: ${OUTCOME_MESSAGES[result.outcome]}`);
          const saved = knowledgeCheck
            ? result.questionnaires.knowledgeCheck
            : result.questionnaires.evaluation;
          setDraft(toDraft(saved, kind));
        },
        onError: (failure) => setError(errorReason(failure, 'please try again.')),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label={knowledgeCheck ? 'Knowledge check' : 'Evaluation'}
      className="space-y-4"
    >
      {questionnaire ? (
        <p className="text-sm text-slate-700">
          Version {questionnaire.version} ·{' '}
          {questionnaire.responseCount === 1 ? '1 response' : `${questionnaire.responseCount} responses`}
        </p>
      ) : null}
      {answered && questionnaire ? (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Lawyers have answered this {name}. Saving a change creates version {questionnaire.version + 1}; the
          answers already given stay with version {questionnaire.version}, and what lawyers met on it still
          counts.
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${prefix}-title`} className={LABEL}>
            Title
          </label>
          <input
            id={`${prefix}-title`}
            value={draft.title}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            className={INPUT}
          />
        </div>
        {knowledgeCheck ? (
          <div className="grid grid-cols-2 gap-3">
            <div>
              <label htmlFor={`${prefix}-pass`} className={LABEL}>
                Pass mark (%)
              </label>
              <input
                id={`${prefix}-pass`}
                inputMode="numeric"
                value={draft.passPercent}
                onChange={(event) => setDraft({ ...draft, passPercent: event.target.value })}
                className={INPUT}
              />
            </div>
            <div>
              <label htmlFor={`${prefix}-attempts`} className={LABEL}>
                Attempts allowed
              </label>
              <input
                id={`${prefix}-attempts`}
                inputMode="numeric"
                placeholder="Unlimited"
                aria-describedby={`${prefix}-attempts-hint`}
                value={draft.maxAttempts}
                onChange={(event) => setDraft({ ...draft, maxAttempts: event.target.value })}
                className={INPUT}
              />
              <p id={`${prefix}-attempts-hint`} className="mt-1 text-xs text-slate-600">
                Empty: unlimited retakes.
              </p>
            </div>
          </div>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${prefix}-description`} className={LABEL}>
          Description
        </label>
        <textarea
          id={`${prefix}-description`}
          value={draft.description}
          rows={2}
          onChange={(event) => setDraft({ ...draft, description: event.target.value })}
          className={INPUT}
        />
      </div>

      <ol className="space-y-4">
        {draft.questions.map((question, index) => (
          <QuestionFields
            key={question.key}
            question={question}
            index={index}
            count={draft.questions.length}
            knowledgeCheck={knowledgeCheck}
            idPrefix={`${prefix}-${question.key}`}
            onChange={(change) => setQuestion(question.key, change)}
            onMove={(by) => move(index, by)}
            onRemove={() =>
              setDraft((old) => ({
                ...old,
                questions: old.questions.filter((other) => other.key !== question.key),
              }))
            }
          />
        ))}
      </ol>

      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          text="Add a question"
          onClick={() => setDraft((old) => ({ ...old, questions: [...old.questions, blankQuestion()] }))}
        />
        <Button
          type="submit"
          text={
            answered && questionnaire
              ? `Save as version ${questionnaire.version + 1}`
              : questionnaire
                ? `Save the ${name}`
                : `Add the ${name}`
          }
          loading={save.isPending}
        />
        {knowledgeCheck && questionnaire ? (
          <Button variant="danger" text="Remove the knowledge check" onClick={() => setConfirmRemove(true)} />
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmRemove}
        title="Remove the knowledge check?"
        confirmText="Remove"
        confirmVariant="danger"
        busy={removeKnowledgeCheck.isPending}
        onCancel={() => setConfirmRemove(false)}
        onConfirm={() =>
          removeKnowledgeCheck.mutate(undefined, {
            onSuccess: () => {
              setConfirmRemove(false);
              toast.success('The knowledge check is removed.');
            },
            onError: (failure) => {
              setConfirmRemove(false);
              setError(errorReason(failure, 'please try again.'));
            },
          })
        }
      >
        {answered
          ? 'Lawyers will no longer be asked to pass it for credit. It is kept, with the answers already given, among the earlier versions.'
          : 'Nobody has answered it: it is deleted, and lawyers will no longer be asked to pass it for credit.'}
      </ConfirmDialog>
    </form>
  );
}

interface QuestionProps {
  question: DraftQuestion;
  index: number;
  count: number;
  knowledgeCheck: boolean;
  idPrefix: string;
  onChange: (change: (question: DraftQuestion) => DraftQuestion) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function QuestionFields({
  question,
  index,
  count,
  knowledgeCheck,
  idPrefix,
  onChange,
  onMove,
  onRemove,
}: QuestionProps) {
  const number = index + 1;
  const choice = question.type === 'SINGLE_CHOICE' || question.type === 'MULTIPLE_CHOICE';
  const toggleCorrect = (optionId: string, checked: boolean) =>
    onChange((old) => ({
      ...old,
      correct:
        old.type === 'SINGLE_CHOICE'
          ? [optionId]
          : checked
            ? [...old.correct, optionId]
            : old.correct.filter((id) => id !== optionId),
    }));
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">Question {number}</legend>
        <div className="flex flex-wrap items-end gap-3">
          <div className="w-44">
            <label htmlFor={`${idPrefix}-type`} className={LABEL}>
              Type
            </label>
            <select
              id={`${idPrefix}-type`}
              value={question.type}
              onChange={(event) => onChange((old) => withType(old, event.target.value as QuestionType))}
              className={INPUT}
            >
              {Object.entries(QUESTION_TYPE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={question.required}
              onChange={(event) => onChange((old) => ({ ...old, required: event.target.checked }))}
            />
            Required
          </label>
          <div className="ml-auto flex gap-2">
            <Button
              variant="secondary"
              text="Up"
              aria-label={`Move question ${number} up`}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            />
            <Button
              variant="secondary"
              text="Down"
              aria-label={`Move question ${number} down`}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            />
            <Button
              variant="secondary"
              text="Remove"
              aria-label={`Remove question ${number}`}
              disabled={count === 1}
              onClick={onRemove}
            />
          </div>
        </div>
        <div>
          <label htmlFor={`${idPrefix}-prompt`} className={LABEL}>
            Question
          </label>
          <textarea
            id={`${idPrefix}-prompt`}
            rows={2}
            value={question.prompt}
            onChange={(event) => onChange((old) => ({ ...old, prompt: event.target.value }))}
            className={INPUT}
          />
        </div>
        {choice ? (
          <div className="space-y-2">
            <p className="text-sm font-medium text-slate-800">
              Options{knowledgeCheck ? ' (mark the correct answer)' : ''}
            </p>
            {question.options.map((option, optionIndex) => (
              <div key={option.id} className="flex items-center gap-2">
                {knowledgeCheck ? (
                  <input
                    type={question.type === 'SINGLE_CHOICE' ? 'radio' : 'checkbox'}
                    name={`${idPrefix}-correct`}
                    aria-label={`Option ${optionIndex + 1} is correct`}
                    checked={question.correct.includes(option.id)}
                    onChange={(event) => toggleCorrect(option.id, event.target.checked)}
                  />
                ) : null}
                <input
                  aria-label={`Question ${number}, option ${optionIndex + 1}`}
                  value={option.label}
                  onChange={(event) =>
                    onChange((old) => ({
                      ...old,
                      options: old.options.map((other) =>
                        other.id === option.id ? { ...other, label: event.target.value } : other,
                      ),
                    }))
                  }
                  className={INPUT}
                />
                <Button
                  variant="secondary"
                  text="Remove"
                  aria-label={`Remove option ${optionIndex + 1} of question ${number}`}
                  disabled={question.options.length <= 2}
                  onClick={() =>
                    onChange((old) => ({
                      ...old,
                      options: old.options.filter((other) => other.id !== option.id),
                      correct: old.correct.filter((id) => id !== option.id),
                    }))
                  }
                />
              </div>
            ))}
            <Button
              variant="secondary"
              text="Add an option"
              disabled={question.options.length >= 10}
              onClick={() =>
                onChange((old) => ({ ...old, options: [...old.options, { id: freshId('o'), label: '' }] }))
              }
            />
            {knowledgeCheck ? (
              <div>
                <label htmlFor={`${idPrefix}-explanation`} className={LABEL}>
                  Explanation (shown after a wrong answer)
                </label>
                <textarea
                  id={`${idPrefix}-explanation`}
                  rows={2}
                  value={question.explanation}
                  onChange={(event) => onChange((old) => ({ ...old, explanation: event.target.value }))}
                  className={INPUT}
                />
              </div>
            ) : null}
          </div>
        ) : null}
        {question.type === 'RATING' ? (
          <div className="grid gap-3 sm:grid-cols-3">
            <div>
              <label htmlFor={`${idPrefix}-max`} className={LABEL}>
                Scale 1 to
              </label>
              <input
                id={`${idPrefix}-max`}
                inputMode="numeric"
                value={question.scaleMax}
                onChange={(event) => onChange((old) => ({ ...old, scaleMax: event.target.value }))}
                className={INPUT}
              />
            </div>
            <div>
              <label htmlFor={`${idPrefix}-low`} className={LABEL}>
                Low end
              </label>
              <input
                id={`${idPrefix}-low`}
                value={question.lowLabel}
                onChange={(event) => onChange((old) => ({ ...old, lowLabel: event.target.value }))}
                className={INPUT}
              />
            </div>
            <div>
              <label htmlFor={`${idPrefix}-high`} className={LABEL}>
                High end
              </label>
              <input
                id={`${idPrefix}-high`}
                value={question.highLabel}
                onChange={(event) => onChange((old) => ({ ...old, highLabel: event.target.value }))}
                className={INPUT}
              />
            </div>
          </div>
        ) : null}
      </fieldset>
    </li>
  );
}
