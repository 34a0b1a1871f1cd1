import type { Questionnaire, QuestionnaireResult } from '@counsel/contracts';
import { CircleCheck } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { attemptsRemainingText, knowledgeCheckRules } from '../lib/questionnaire-messages';
import { KnowledgeCheckResult } from './knowledge-check-result';
import { QuestionnaireForm } from './questionnaire-form';

export interface QuestionnaireCardProps {
  courseKey: string;
  questionnaire: Questionnaire;
}

function Done({ children }: { children: string }) {
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-md bg-green-50 p-3 text-sm font-medium text-green-900"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
      {children}
    </p>
  );
}

/**
 * One questionnaire: done (the evaluation submitted, the knowledge check passed), the result of a failed knowledge
 * check with a way to retake it, no attempts left, or the form. `round` remounts the form empty for a retake.
 */
export function QuestionnaireCard({ courseKey, questionnaire }: QuestionnaireCardProps) {
  const idPrefix = `questionnaire${useId().replace(/[^\w-]/g, '')}`;
  const headingId = `${idPrefix}-heading`;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [result, setResult] = useState<QuestionnaireResult | null>(null);
  const [round, setRound] = useState(0);
  const isCheck = questionnaire.kind === 'KNOWLEDGE_CHECK';
  const satisfied = questionnaire.satisfied || result?.satisfied === true;
  const score = result?.attempt.scorePercent ?? questionnaire.latestAttempt?.scorePercent ?? null;
  const lastFailed = questionnaire.latestAttempt?.passed === false ? questionnaire.latestAttempt : null;

  let body;
  if (satisfied) {
    body = isCheck ? (
      <Done>{`Knowledge check passed${score !== null ? ` — you scored ${score}%` : ''}.`}</Done>
    ) : (
      <Done>Evaluation submitted — thank you.</Done>
    );
  } else if (result) {
    body = (
      <KnowledgeCheckResult
        result={result}
        passPercent={questionnaire.passPercent}
        onRetake={() => {
          setResult(null);
          setRound((current) => current + 1);
          headingRef.current?.focus();
        }}
      />
    );
  } else if (questionnaire.attemptsRemaining === 0) {
    body = <p className="text-sm text-slate-700">You have used every attempt at this knowledge check.</p>;
  } else {
    const remaining = attemptsRemainingText(questionnaire.attemptsRemaining);
    body = (
      <>
        {isCheck && lastFailed ? (
          <p className="mb-4 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
            Your last attempt scored {lastFailed.scorePercent ?? 0}%
            {questionnaire.passPercent !== null ? `; the pass mark is ${questionnaire.passPercent}%` : ''}.
            {remaining ? ` ${remaining}.` : ''}
          </p>
        ) : null}
        <QuestionnaireForm
          key={round}
          courseKey={courseKey}
          questionnaire={questionnaire}
          idPrefix={idPrefix}
          onResult={setResult}
        />
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4">
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-base font-semibold text-slate-900 focus:outline-none"
      >
        {questionnaire.title}
      </h3>
      {questionnaire.description ? (
        <p className="mt-1 text-sm text-slate-700">{questionnaire.description}</p>
      ) : null}
      {isCheck && !satisfied ? (
        <p className="mt-1 text-sm text-slate-700">{knowledgeCheckRules(questionnaire)}</p>
      ) : null}
      <div className="mt-4">{body}</div>
    </section>
  );
}
