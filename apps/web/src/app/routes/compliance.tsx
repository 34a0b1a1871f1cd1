import { Button } from '../../components/ui/button';
import { pageTitle } from '../../config/app';
import { useJurisdictions } from '../../features/catalog-taxonomy/api/get-jurisdictions';
import { useComplianceOverview } from '../../features/compliance/api/get-compliance-overview';
import { ComplianceCard } from '../../features/compliance/components/compliance-card';
import { ComplianceSkeleton } from '../../features/compliance/components/compliance-skeleton';
import { ExternalCreditsSection } from '../../features/compliance/components/external-credits-section';
import { NoAdmissions } from '../../features/compliance/components/no-admissions';
import { formatCalendarDate } from '../../features/compliance/lib/compliance-text';
import { errorReason } from '../../lib/error-reason';

function ComplianceContent() {
  const overview = useComplianceOverview();
  // Every jurisdiction a credit from another provider can count in, after the lawyer's own (and their names).
  const jurisdictions = useJurisdictions();
  if (overview.data) {
    const { asOf, items } = overview.data;
    if (items.length === 0) return <NoAdmissions />;
    return (
      <div className="space-y-6">
        <p className="text-slate-700">
          Where you stand in each jurisdiction you are admitted in, as of {formatCalendarDate(asOf)}.
        </p>
        <ul role="list" className="space-y-6">
          {items.map((item) => (
            <li key={item.admissionId}>
              <ComplianceCard item={item} />
            </li>
          ))}
        </ul>
        <ExternalCreditsSection
          admissions={items}
          jurisdictions={jurisdictions.data?.items ?? []}
          isLoadingJurisdictions={jurisdictions.isPending}
        />
      </div>
    );
  }
  if (overview.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <h2 className="text-xl font-bold text-slate-900">We could not load your compliance</h2>
        <p className="mt-2 text-slate-700">{errorReason(overview.error, 'Please try again.')}</p>
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            text="Retry"
            loading={overview.isFetching}
            onClick={() => void overview.refetch()}
          />
        </div>
      </div>
    );
  }
  return <ComplianceSkeleton />;
}

/**
 * Compliance (signed-in; guarded in the router): for each admission, where the lawyer stands in its reporting
 * period — the period and deadline, the hours against each requirement, warnings, the credits counted, courses that
 * fill each gap, the period's audit pack — with earlier and later periods a click away; or what the tracker still
 * needs to follow it. Below the cards, the credits the lawyer reports from other providers, which the cards count.
 */
function CompliancePage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <title>{pageTitle('Compliance')}</title>
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">Compliance</h1>
      <ComplianceContent />
    </div>
  );
}

export { CompliancePage as Component };
