import type { Jurisdiction } from '@counsel/contracts';
import { Plus } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useUserJurisdictions } from '../api/get-user-jurisdictions';
import { loadErrorMessage } from '../lib/profile-messages';
import { AdmissionForm } from './admission-form';
import { AdmissionItem } from './admission-item';

export interface JurisdictionsEditorProps {
  /** Every jurisdiction of the catalog (GET /api/catalog/jurisdictions, composed by the route). */
  jurisdictions: Jurisdiction[];
  isLoadingJurisdictions?: boolean;
  /** Show the add form at once while the lawyer has no admission (first-time set-up). */
  openFormWhenEmpty?: boolean;
}

type Mode = { kind: 'list' } | { kind: 'adding'; autoFocus: boolean } | { kind: 'editing'; id: string };

/** Focus to move once the next render is on screen (the element it names may not exist yet). */
function useFocusAfterRender() {
  const pending = useRef<(() => HTMLElement | null | undefined) | null>(null);
  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    target()?.focus();
  });
  return useCallback((target: () => HTMLElement | null | undefined) => {
    pending.current = target;
  }, []);
}

/**
 * The lawyer's admissions (jurisdiction, bar or registration number, admission date): list, add, edit, and
 * remove with a confirmation. Adding offers only the jurisdictions not added yet.
 */
export function JurisdictionsEditor({
  jurisdictions,
  isLoadingJurisdictions = false,
  openFormWhenEmpty = false,
}: JurisdictionsEditorProps) {
  const idPrefix = `admissions${useId().replace(/[^\w-]/g, '')}`;
  const admissions = useUserJurisdictions();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  // Once the lawyer closed a form, an empty list no longer opens one by itself.
  const [formClosed, setFormClosed] = useState(false);
  const addButtonRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const items = admissions.data?.items;
  const isEmpty = items?.length === 0;
  const isAdding =
    mode.kind === 'adding' || (mode.kind === 'list' && openFormWhenEmpty && isEmpty && !formClosed);

  const available = useMemo(() => {
    const added = new Set(items?.map((admission) => admission.jurisdiction.code));
    return jurisdictions.filter((jurisdiction) => !added.has(jurisdiction.code));
  }, [items, jurisdictions]);

  const focusAddButton = () => focusAfterRender(() => addButtonRef.current?.querySelector('button'));
  const editButtonId = (admissionId: string) => `${idPrefix}-edit-${admissionId}`;

  const closeForm = (focusEditOf?: string) => {
    setMode({ kind: 'list' });
    setFormClosed(true);
    if (focusEditOf) focusAfterRender(() => document.getElementById(editButtonId(focusEditOf)));
    else focusAddButton();
  };

  if (admissions.isPending) {
    return (
      <div>
        <Spinner label="Loading your jurisdictions" />
        <Skeleton className="mt-2 h-20 w-full rounded-xl" />
      </div>
    );
  }

  if (admissions.isError) {
    return (
      <div className="space-y-3">
        <FormAlert id={`${idPrefix}-load-error`} message={loadErrorMessage('your jurisdictions')} />
        <Button variant="secondary" text="Try again" onClick={() => void admissions.refetch()} />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {items && items.length > 0 ? (
        <ul aria-label="Your jurisdictions" className="space-y-3">
          {items.map((admission) =>
            mode.kind === 'editing' && mode.id === admission.id ? (
              <li key={admission.id}>
                <AdmissionForm
                  idPrefix={`${idPrefix}-edit`}
                  jurisdictions={jurisdictions}
                  admission={admission}
                  autoFocus
                  onSaved={(name) => {
                    toast.success(`${name} updated.`);
                    closeForm(admission.id);
                  }}
                  onCancel={() => closeForm(admission.id)}
                />
              </li>
            ) : (
              <AdmissionItem
                key={admission.id}
                admission={admission}
                editButtonId={editButtonId(admission.id)}
                onEdit={() => setMode({ kind: 'editing', id: admission.id })}
                onRemoved={(name) => {
                  toast.success(`${name} removed.`);
                  // The item (and the focus with it) is gone already: hand focus to "Add a jurisdiction".
                  const addButton = addButtonRef.current?.querySelector('button');
                  if (addButton) addButton.focus();
                  else focusAddButton();
                }}
              />
            ),
          )}
        </ul>
      ) : (
        <p className="text-slate-700">You have not added a jurisdiction yet.</p>
      )}

      {isAdding ? (
        <AdmissionForm
          idPrefix={`${idPrefix}-add`}
          jurisdictions={available}
          isLoadingJurisdictions={isLoadingJurisdictions}
          autoFocus={mode.kind === 'adding' && mode.autoFocus}
          onSaved={(name) => {
            toast.success(`${name} added.`);
            closeForm();
          }}
          onCancel={() => closeForm()}
        />
      ) : (
        <div ref={addButtonRef}>
          <Button
            variant="secondary"
            text="Add a jurisdiction"
            icon={<Plus className="size-4" />}
            onClick={() => setMode({ kind: 'adding', autoFocus: true })}
          />
        </div>
      )}
    </div>
  );
}
