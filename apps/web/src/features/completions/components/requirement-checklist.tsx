import type { CourseCompletionStatus } from '@counsel/contracts';
import { Circle, CircleCheck } from 'lucide-react';
import { REQUIREMENT_LABELS } from '../lib/credit-labels';

export interface RequirementChecklistProps {
  requirements: CourseCompletionStatus['requirements'];
  /** The id of the list's heading (the list is named by it). */
  headingId: string;
}

/** The steps of credit, each marked done or to do in words and with an icon (never colour alone). */
export function RequirementChecklist({ requirements, headingId }: RequirementChecklistProps) {
  return (
    <div>
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Requirements for credit
      </h3>
      <ul role="list" aria-labelledby={headingId} className="mt-3 space-y-2">
        {requirements.map(({ requirement, met }) => (
          <li key={requirement} className="flex items-start gap-2 text-sm">
            {met ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
            )}
            <span className="text-slate-900">
              {REQUIREMENT_LABELS[requirement]}
              <span className={met ? 'font-semibold text-green-800' : 'text-slate-600'}>
                {met ? ' — done' : ' — not yet'}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
