import type { UserJurisdiction } from '@counsel/contracts';
import { Landmark } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-client';
import { useDeleteUserJurisdiction } from '../api/delete-user-jurisdiction';
import { removeAdmissionErrorMessage } from '../lib/profile-messages';
import { useComplianceRules } from '../api/get-compliance-rules';
import { complianceGroupLabel, formatIsoDate, MONTHS, reportingPeriodNeeds } from '../lib/reporting-period';

export interface AdmissionItemProps {
  admission: UserJurisdiction;
  /** Id of the item's Edit button, so the editor can return focus to it. */
  editButtonId: string;
  onEdit: () => void;
  /** Called once the admission is removed, with the jurisdiction's name. */
  onRemoved: (jurisdictionName: string) => void;
}

const TEXT_BUTTON =
  'cursor-pointer rounded px-1 text-sm font-semibold underline underline-offset-2 disabled:cursor-not-allowed';

/** One admission: jurisdiction, bar number, dates; Edit, and Remove behind a confirmation. */
export function AdmissionItem({ admission, editButtonId, onEdit, onRemoved }: AdmissionItemProps) {
  const remove = useDeleteUserJurisdiction();
  const [confirming, setConfirming] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const { jurisdiction } = admission;
  const groups = reportingPeriodNeeds(useComplianceRules().data?.items, jurisdiction.code).groups;
  const questionId = `${editButtonId}-remove-question`;

  useEffect(() => {
    if (confirming) questionRef.current?.focus();
  }, [confirming]);

  const confirmRemove = async () => {
    try {
      await remove.mutateAsync(admission.id);
    } catch (error) {
      // Already gone (another window): the refetched list no longer shows it, which is what was asked.
      if (!(isApiError(error) && error.code === 'ADMISSION_NOT_FOUND')) return;
    }
    onRemoved(jurisdiction.name);
  };

  const cancel = () => {
    remove.reset();
    setConfirming(false);
  };

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <Landmark aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <div>
            <p className="font-semibold text-slate-900">{jurisdiction.name}</p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-700">
              <dt className="text-slate-600">Bar number</dt>
              <dd>{admission.barNumber}</dd>
              {admission.admittedOn ? (
                <>
                  <dt className="text-slate-600">Admitted</dt>
                  <dd>{formatIsoDate(admission.admittedOn)}</dd>
                </>
              ) : null}
              {admission.birthDate ? (
                <>
                  <dt className="text-slate-600">Date of birth</dt>
                  <dd>{formatIsoDate(admission.birthDate)}</dd>
                </>
              ) : null}
              {admission.birthMonth ? (
                <>
                  <dt className="text-slate-600">Birth month</dt>
                  <dd>{MONTHS[admission.birthMonth - 1]}</dd>
                </>
              ) : null}
              {admission.complianceGroup ? (
                <>
                  <dt className="text-slate-600">Compliance group</dt>
                  <dd>{complianceGroupLabel(groups, admission.complianceGroup)}</dd>
                </>
              ) : null}
              {admission.cycleEndsOn ? (
                <>
                  <dt className="text-slate-600">Reporting cycle ends</dt>
                  <dd>{formatIsoDate(admission.cycleEndsOn)}</dd>
                </>
              ) : null}
            </dl>
          </div>
        </div>
        {confirming ? null : (
          <div className="flex gap-2">
            <button
              id={editButtonId}
              type="button"
              onClick={onEdit}
              aria-label={`Edit ${jurisdiction.name}`}
              className={`${TEXT_BUTTON} text-brand-700 hover:text-brand-900`}
            >
              Edit
            </button>
            <button
              type="button"
              onClick={() => setConfirming(true)}
              aria-label={`Remove ${jurisdiction.name}`}
              className={`${TEXT_BUTTON} text-red-700 hover:text-red-900`}
            >
              Remove
            </button>
          </div>
        )}
      </div>
      {confirming ? (
        <div role="group" aria-labelledby={questionId} className="mt-4 rounded-lg bg-red-50 p-4">
          <p id={questionId} ref={questionRef} tabIndex={-1} className="font-medium text-red-900">
            Remove your {jurisdiction.name} admission?
          </p>
          <p className="mt-1 text-sm text-red-900">
            Its bar number and dates will be deleted. You can add it again later.
          </p>
          <div className="mt-3">
            <FormAlert
              id={`${questionId}-error`}
              message={remove.error ? removeAdmissionErrorMessage(remove.error) : null}
            />
          </div>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button
              variant="danger"
              text="Yes, remove"
              loading={remove.isPending}
              onClick={() => void confirmRemove()}
            />
            <Button variant="secondary" text="Cancel" onClick={cancel} disabled={remove.isPending} />
          </div>
        </div>
      ) : null}
    </li>
  );
}
