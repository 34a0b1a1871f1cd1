import type { Completion } from '@counsel/contracts';
import { FileBadge } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { CertificateCard } from '../../features/completions/components/certificate-card';
import { CertificateFilterBar } from '../../features/completions/components/certificate-filter-bar';
import { CreditTotalsTable } from '../../features/completions/components/credit-totals-table';
import { useCertificateFilters } from '../../features/completions/hooks/use-certificate-filters';
import { useCertificateList } from '../../features/completions/hooks/use-certificate-list';
import {
  certificateFilterOptions,
  creditTotals,
  filterCompletions,
} from '../../features/completions/lib/certificate-filters';
import { errorReason } from '../../lib/error-reason';

function NoCertificates() {
  return (
    <EmptyState
      icon={FileBadge}
      title="No certificates yet"
      description="Complete a course and its questionnaire and its certificate appears here, ready to report to your bar."
      highlights={[
        'A certificate for each completed course, as a PDF',
        'Jurisdiction, credit type, category and hours on each one',
        'Your credit history across jurisdictions',
        'Certificates stay available after a subscription ends',
      ]}
      actions={<Button text="Browse courses" href={paths.browse} />}
    />
  );
}

function CertificatesSkeleton() {
  return (
    <div aria-busy="true" className="space-y-4">
      <p role="status" className="sr-only">
        Loading your certificates…
      </p>
      {[0, 1].map((row) => (
        <Skeleton key={row} className="h-40 w-full rounded-2xl" />
      ))}
    </div>
  );
}

interface CertificateListProps {
  items: Completion[];
  timedOut: boolean;
  onCheckAgain: () => void;
  checking: boolean;
}

function CertificateList({ items, timedOut, onCheckAgain, checking }: CertificateListProps) {
  const { filters, isFiltered, setFilters, clearFilters } = useCertificateFilters();
  const options = useMemo(() => certificateFilterOptions(items, filters), [items, filters]);
  const shown = useMemo(() => filterCompletions(items, filters), [items, filters]);
  const totals = useMemo(() => creditTotals(shown, filters), [shown, filters]);

  return (
    <div className="space-y-8">
      <CertificateFilterBar
        filters={filters}
        options={options}
        onChange={setFilters}
        onClear={clearFilters}
        showClear={isFiltered && shown.length > 0}
      />
      {shown.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <h2 className="text-lg font-semibold text-slate-900">No certificates match these filters</h2>
          <p className="mt-2 text-slate-700">Choose another jurisdiction or credit type, or show them all.</p>
          <div className="mt-5 flex justify-center">
            <Button variant="secondary" text="Clear filters" onClick={clearFilters} />
          </div>
        </div>
      ) : (
        <>
          <section aria-labelledby="credit-totals-heading">
            <h2 id="credit-totals-heading" className="mb-3 text-xl font-semibold text-slate-900">
              Credit totals
            </h2>
            <CreditTotalsTable
              totals={totals}
              caption={isFiltered ? 'Hours earned, filtered' : 'Hours earned by jurisdiction and category'}
            />
          </section>
          <section aria-labelledby="certificate-list-heading">
            <h2 id="certificate-list-heading" className="mb-3 text-xl font-semibold text-slate-900">
              {shown.length === 1 ? '1 certificate' : `${shown.length} certificates`}
            </h2>
            {timedOut ? (
              <div className="mb-4 flex flex-wrap items-center gap-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
                <p>A certificate is taking longer than usual to prepare.</p>
                <Button variant="secondary" text="Check again" loading={checking} onClick={onCheckAgain} />
              </div>
            ) : null}
            <ul role="list" className="space-y-4">
              {shown.map((completion) => (
                <li key={completion.id}>
                  <CertificateCard completion={completion} timedOut={timedOut} />
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}

function CertificatesContent() {
  const { list, timedOut, checkAgain } = useCertificateList();
  if (list.data) {
    if (list.data.items.length === 0) return <NoCertificates />;
    return (
      <CertificateList
        items={list.data.items}
        timedOut={timedOut}
        onCheckAgain={checkAgain}
        checking={list.isFetching}
      />
    );
  }
  if (list.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <h2 className="text-xl font-bold text-slate-900">We could not load your certificates</h2>
        <p className="mt-2 text-slate-700">{errorReason(list.error, 'Please try again.')}</p>
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            text="Retry"
            loading={list.isFetching}
            onClick={() => void list.refetch()}
          />
        </div>
      </div>
    );
  }
  return <CertificatesSkeleton />;
}

/**
 * Certificates (signed-in; guarded in the router): every completed course with its credit and certificate,
 * filtered by jurisdiction and credit type (`?jurisdiction=NY&type=CLE`), with the hours earned per jurisdiction
 * and category. A certificate still being prepared shows "Preparing…" while the page polls for it.
 */
function CertificatesPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <title>{pageTitle('Certificates')}</title>
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">Certificates</h1>
      <CertificatesContent />
    </div>
  );
}

export { CertificatesPage as Component };
