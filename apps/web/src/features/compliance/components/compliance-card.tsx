import type { AdmissionCompliance } from '@counsel/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorReason } from '../../../lib/error-reason';
import { useAdmissionCompliance } from '../api/get-admission-compliance';
import { formatPeriod } from '../lib/compliance-text';
import { PERIOD_POSITION_LABELS, periodPosition, periodQueryFor } from '../lib/period-position';
import { AdmissionComplianceBody } from './admission-compliance-body';
import { PeriodNavigation } from './period-navigation';

/**
 * One admission: the jurisdiction and bar number, then where the lawyer stands in the current reporting period — or,
 * after Previous/Next period, in that period (GET /api/compliance/{admissionId}?period=), until Current period.
 */
export function ComplianceCard({ item }: { item: AdmissionCompliance }) {
  const headingId = useId();
  // The `?period=` shown; null: the current period, from the overview.
  const [period, setPeriod] = useState<string | null>(null);
  const [navigated, setNavigated] = useState(false);
  const other = useAdmissionCompliance(item.admissionId, period, item);
  const showingOther = period !== null;
  const shown = showingOther ? (other.data ?? item) : item;
  const loading = showingOther && other.isPlaceholderData && other.isFetching;
  const failed = showingOther && other.isError;
  const position = shown.period ? periodPosition(shown.period, item.period) : 'current';

  const show = (periodStart: string | null) => {
    setNavigated(true);
    setPeriod(periodStart === null ? null : periodQueryFor(periodStart, item.period));
  };

  const announcement = loading
    ? 'Loading the reporting period…'
    : navigated && !failed && shown.period
      ? `${PERIOD_POSITION_LABELS[position]}: ${formatPeriod(shown.period)}`
      : '';

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            {item.jurisdictionName}
          </h2>
          {item.barNumber ? <p className="text-sm text-slate-700">Bar number {item.barNumber}</p> : null}
        </div>
        {item.state === 'TRACKED' ? (
          <PeriodNavigation
            jurisdictionName={item.jurisdictionName}
            previousStart={shown.previousPeriodStart}
            nextStart={shown.nextPeriodStart}
            showingCurrent={!showingOther}
            onShow={show}
          />
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="mt-5" aria-busy={loading || undefined}>
        {failed ? (
          <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200 ring-inset">
            <p className="font-semibold">We could not load this reporting period.</p>
            <p className="mt-1">{errorReason(other.error, 'Please try again.')}</p>
            <div className="mt-3">
              <Button
                variant="secondary"
                text="Retry"
                loading={other.isFetching}
                onClick={() => void other.refetch()}
              />
            </div>
          </div>
        ) : (
          <AdmissionComplianceBody compliance={shown} position={position} />
        )}
      </div>
    </article>
  );
}
