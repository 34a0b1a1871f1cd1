import type { AdmissionCompliance } from '@counsel/contracts';
import { NO_HOURS_REQUIRED_EXPLANATION } from '../lib/compliance-labels';
import type { GapFilter } from '../lib/compliance-links';
import { hoursPhrase } from '../lib/compliance-text';
import { GapCoursesLink } from './gap-courses-link';
import { ProgressRing } from './progress-ring';

export interface TotalProgressProps {
  compliance: Pick<AdmissionCompliance, 'total' | 'status' | 'hoursStillNeeded' | 'jurisdictionName'>;
  browse: Omit<GapFilter, 'category'>;
}

/**
 * The period's total hours as a ring with what is still needed, or — where the rule sets no hours (the SRA) — what
 * the lawyer does instead.
 */
export function TotalProgress({ compliance, browse }: TotalProgressProps) {
  const { total, status, hoursStillNeeded, jurisdictionName } = compliance;
  if (!total) {
    return <p className="max-w-xs text-slate-800">{NO_HOURS_REQUIRED_EXPLANATION}.</p>;
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <ProgressRing earned={total.earned} required={total.required} />
      {status === 'EXEMPT' ? (
        <p className="text-sm text-slate-700">Nothing is required in this period.</p>
      ) : hoursStillNeeded > 0 ? (
        <>
          <p className="text-sm font-medium text-slate-900">{hoursPhrase(hoursStillNeeded)} still needed</p>
          {total.missing > 0 ? (
            <GapCoursesLink {...browse} category={null} gapName={`total hours, ${jurisdictionName}`} />
          ) : null}
        </>
      ) : (
        <p className="text-sm font-medium text-green-800">Every hour required is earned</p>
      )}
    </div>
  );
}
