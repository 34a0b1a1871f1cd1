import type { AdmissionCompliance } from '@counsel/contracts';
import { deadlineText, formatCalendarDate, formatPeriod } from '../lib/compliance-text';
import { PERIOD_POSITION_LABELS, type PeriodPosition } from '../lib/period-position';

export interface PeriodSummaryProps {
  compliance: Pick<AdmissionCompliance, 'period' | 'deadline' | 'daysToDeadline' | 'reportBy'>;
  position: PeriodPosition;
}

/** Which period is shown, its dates, the deadline with a countdown, and the report date where the rule sets one. */
export function PeriodSummary({ compliance, position }: PeriodSummaryProps) {
  const { period, deadline, daysToDeadline, reportBy } = compliance;
  return (
    <div className="space-y-1">
      <p className="text-sm font-semibold text-slate-700">{PERIOD_POSITION_LABELS[position]}</p>
      {period ? <p className="text-lg font-semibold text-slate-900">{formatPeriod(period)}</p> : null}
      {deadline ? <p className="text-slate-800">{deadlineText(deadline, daysToDeadline)}</p> : null}
      {reportBy && reportBy !== deadline ? (
        <p className="text-slate-800">Report by {formatCalendarDate(reportBy)}</p>
      ) : null}
    </div>
  );
}
