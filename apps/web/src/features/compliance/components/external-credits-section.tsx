import type { AdmissionCompliance, ExternalCredit } from '@counsel/contracts';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useExternalCredits } from '../api/get-external-credits';
import { useFocusAfterRender } from '../hooks/use-focus-after-render';
import { jurisdictionName, jurisdictionOptions, type JurisdictionChoice } from '../lib/jurisdiction-options';
import { notify } from '../lib/notify';
import type { ExternalCreditFormProps } from './external-credit-form';
import { ExternalCreditItem } from './external-credit-item';

// The form (react-hook-form, the certificate checks, the contract's values) loads when it opens, not with the page.
const ExternalCreditForm = lazy(() =>
  import('./external-credit-form').then((module) => ({ default: module.ExternalCreditForm })),
);

function LazyExternalCreditForm(props: ExternalCreditFormProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the form" />}>
      <ExternalCreditForm {...props} />
    </Suspense>
  );
}

export interface ExternalCreditsSectionProps {
  /** The lawyer's admissions (the overview's items): their jurisdictions come first in a line's choices. */
  admissions: readonly AdmissionCompliance[];
  /** Every jurisdiction of the catalog (GET /api/catalog/jurisdictions, composed by the route). */
  jurisdictions: readonly JurisdictionChoice[];
  isLoadingJurisdictions: boolean;
}

type Mode = { kind: 'list' } | { kind: 'adding' } | { kind: 'editing'; id: string };

const withCertificateText = (withCertificate: boolean) => (withCertificate ? ' with its certificate' : '');

/**
 * "Credits from other providers": the courses the lawyer reports from elsewhere, self-reported and counted by the
 * tracker (the cards above refresh after each change). Add, edit, remove behind a confirmation, and the certificate
 * of each: download, replace (in the form), remove.
 */
export function ExternalCreditsSection({
  admissions,
  jurisdictions,
  isLoadingJurisdictions,
}: ExternalCreditsSectionProps) {
  const headingId = useId();
  const idPrefix = `external-credits${useId().replace(/[^\w-]/g, '')}`;
  const credits = useExternalCredits();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const addButtonRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const items = credits.data?.items;

  const options = useMemo(
    () =>
      jurisdictionOptions(
        admissions.map((admission) => ({
          code: admission.jurisdictionCode,
          name: admission.jurisdictionName,
          creditType: admission.rule?.creditType ?? null,
        })),
        jurisdictions,
        items?.flatMap((credit) => credit.lines.map((line) => line.jurisdictionCode)),
      ),
    [admissions, jurisdictions, items],
  );
  const nameOf = (code: string) => jurisdictionName(options, code);

  const editButtonId = (creditId: string) => `${idPrefix}-edit-${creditId}`;
  const addButton = () => addButtonRef.current?.querySelector('button');
  const closeForm = (focusEditOf?: string) => {
    setMode({ kind: 'list' });
    focusAfterRender(() => (focusEditOf ? document.getElementById(editButtonId(focusEditOf)) : addButton()));
  };

  const formProps = {
    jurisdictions: options,
    isLoadingJurisdictions,
  };

  const renderCredit = (credit: ExternalCredit) =>
    mode.kind === 'editing' && mode.id === credit.id ? (
      <li key={credit.id}>
        <LazyExternalCreditForm
          idPrefix={`${idPrefix}-edit`}
          credit={credit}
          {...formProps}
          onSaved={({ withCertificate }) => {
            notify('success', `Changes to “${credit.title}” saved${withCertificateText(withCertificate)}.`);
            closeForm(credit.id);
          }}
          onClose={() => closeForm(credit.id)}
        />
      </li>
    ) : (
      <ExternalCreditItem
        key={credit.id}
        credit={credit}
        jurisdictionName={nameOf}
        editButtonId={editButtonId(credit.id)}
        onEdit={() => setMode({ kind: 'editing', id: credit.id })}
        onRemoved={() => {
          // The item (and the focus with it) is gone already: hand focus to "Add a credit…".
          const button = addButton();
          if (button) button.focus();
          else focusAfterRender(addButton);
        }}
      />
    );

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        Credits from other providers
      </h2>
      <p className="mt-1 text-slate-700">
        Courses you took elsewhere are self-reported: the hours you enter here count toward your tracker
        above.
      </p>
      <div className="mt-4 space-y-4">
        {credits.isPending ? (
          <Spinner label="Loading your credits from other providers" />
        ) : credits.isError ? (
          <div className="space-y-3">
            <FormAlert
              id={`${idPrefix}-load-error`}
              message="We could not load your credits from other providers. Please try again."
            />
            <Button
              variant="secondary"
              text="Try again"
              loading={credits.isFetching}
              onClick={() => void credits.refetch()}
            />
          </div>
        ) : items && items.length > 0 ? (
          <ul role="list" className="space-y-3">
            {items.map(renderCredit)}
          </ul>
        ) : (
          <p className="text-slate-700">You have not added a credit from another provider yet.</p>
        )}

        {mode.kind === 'adding' ? (
          <LazyExternalCreditForm
            idPrefix={`${idPrefix}-add`}
            {...formProps}
            onSaved={({ credit, withCertificate }) => {
              notify('success', `“${credit.title}” added${withCertificateText(withCertificate)}.`);
              closeForm();
            }}
            onClose={(saved) => closeForm(saved?.id)}
          />
        ) : (
          <div ref={addButtonRef}>
            <Button
              variant="secondary"
              text="Add a credit from another provider"
              icon={<Plus className="size-4" />}
              onClick={() => setMode({ kind: 'adding' })}
            />
          </div>
        )}
      </div>
    </section>
  );
}
