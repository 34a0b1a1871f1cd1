import type { QuestionnaireResult } from '@counsel/contracts';
import { CircleX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { attemptsRemainingText } from '../lib/questionnaire-messages';

export interface KnowledgeCheckResultProps {
  result: QuestionnaireResult;
  passPercent: number | null;
  onRetake: () => void;
}

/** A failed knowledge check: the score against the pass mark, the attempts left, and why each wrong answer was wrong. */
export function KnowledgeCheckResult({ result, passPercent, onRetake }: KnowledgeCheckResultProps) {
  const remaining = attemptsRemainingText(result.attemptsRemaining);
  const canRetake = result.attemptsRemaining !== 0;
  return (
    <div className="space-y-4">
      <div role="status" className="flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
        <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
        <p>
          <span className="font-semibold">Not passed yet.</span> You scored {result.attempt.scorePercent ?? 0}
          %{passPercent !== null ? `; the pass mark is ${passPercent}%` : ''}.{' '}
          {remaining ? `${remaining}.` : 'You may try again.'}
        </p>
      </div>
      {result.incorrect.length > 0 ? (
        <div>
          <h4 className="text-sm font-semibold text-slate-900">Questions to review</h4>
          <ul role="list" className="mt-2 space-y-3">
            {result.incorrect.map((question) => (
              <li key={question.questionId} className="rounded-md border border-slate-200 p-3 text-sm">
                <p className="font-medium text-slate-900">{question.prompt}</p>
                <p className="mt-1 text-slate-700">{question.explanation}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {canRetake ? (
        <Button variant="secondary" text="Retake the knowledge check" onClick={onRetake} />
      ) : (
        <p className="text-sm text-slate-700">You have used every attempt at this knowledge check.</p>
      )}
    </div>
  );
}
