import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorReason } from '../../../lib/error-reason';
import { useEnterpriseCompliance } from '../api/get-enterprise-compliance';
import { AtRiskTable } from './at-risk-table';
import { ComplianceCounts } from './compliance-counts';
import { DownloadComplianceButton } from './download-compliance-button';

function AtRiskBody() {
  const compliance = useEnterpriseCompliance();
  if (compliance.data) {
    const { counts, atRisk, atRiskWithinDays } = compliance.data;
    return (
      <>
        <ComplianceCounts counts={counts} />
        {atRisk.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-center text-slate-700">
            No lawyer is short with a deadline in the next {atRiskWithinDays} days.
          </p>
        ) : (
          <AtRiskTable members={atRisk} withinDays={atRiskWithinDays} />
        )}
      </>
    );
  }
  if (compliance.isError) {
    return (
      <div className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-center">
        <p role="alert" className="text-slate-800">
          Your lawyers’ compliance could not be loaded: {errorReason(compliance.error, 'please try again.')}
        </p>
        <div className="mt-3 flex justify-center">
          <Button
            variant="secondary"
            text="Retry"
            loading={compliance.isFetching}
            onClick={() => void compliance.refetch()}
          />
        </div>
      </div>
    );
  }
  return (
    <div aria-busy="true" className="space-y-3">
      <p role="status" className="sr-only">
        Loading your lawyers’ compliance…
      </p>
      <Skeleton className="h-20 w-full rounded-lg" />
      <Skeleton className="h-32 w-full rounded-lg" />
    </div>
  );
}

/**
 * "At risk": the firm's lawyers counted by where they stand in their admissions' current reporting periods, the ones
 * still short with a deadline near (soonest first, with what they miss), and every standing as CSV.
 */
export function AtRiskSection() {
  return (
    <section aria-labelledby="at-risk-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="at-risk-heading" className="text-xl font-semibold text-slate-900">
            At risk
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Where your lawyers stand in each bar admission’s reporting period, from the credits they have on
            record, and who may miss a deadline.
          </p>
        </div>
        <DownloadComplianceButton />
      </div>
      <AtRiskBody />
    </section>
  );
}
