import type { Jurisdiction, UserJurisdiction } from '@counsel/contracts';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import type { DropdownOption } from '../../../components/ui/dropdown';
import { FieldError, FormAlert, FormInput, FormSelect } from '../../../components/ui/form-field';
import { formLevelError, lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useAddUserJurisdiction } from '../api/add-user-jurisdiction';
import { useUpdateUserJurisdiction } from '../api/update-user-jurisdiction';
import type { AdmissionFormOutput, AdmissionFormValues } from '../lib/admission-form-schema';
import { admissionErrorMessage } from '../lib/profile-messages';
import { useComplianceRules } from '../api/get-compliance-rules';
import {
  MONTH_OPTIONS,
  reportingPeriodHint,
  reportingPeriodNeeds,
  todayIsoDate,
} from '../lib/reporting-period';

// react-select loads with the form, not with the page.
const Dropdown = lazy(() =>
  import('../../../components/ui/dropdown').then((module) => ({ default: module.Dropdown })),
);

const resolver = lazyZodResolver(() =>
  import('../lib/admission-form-schema').then((module) => module.AdmissionFormSchema),
);

/** An empty date or select is "no value" (null), as the contract expects. */
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
/** The birth-month select gives "7"; the contract wants 7. */
const monthOrNull = (value: unknown) =>
  value === '' || value === undefined || value === null ? null : Number(value);

const FIELD_ORDER = [
  'jurisdictionCode',
  'barNumber',
  'admittedOn',
  'birthDate',
  'birthMonth',
  'complianceGroup',
  'cycleEndsOn',
] as const;
type FieldName = (typeof FIELD_ORDER)[number];

export interface AdmissionFormProps {
  /** Prefix of the field ids; unique on the page. */
  idPrefix: string;
  /** Adding: the jurisdictions offered in the dropdown (those the lawyer has not added yet). */
  jurisdictions: Jurisdiction[];
  isLoadingJurisdictions?: boolean;
  /** The admission to edit (its jurisdiction is fixed); without it the form adds one. */
  admission?: UserJurisdiction;
  /** Called once saved, with the jurisdiction's name. */
  onSaved: (jurisdictionName: string) => void;
  onCancel: () => void;
  /** Move focus into the form once it shows (when the lawyer opened it). */
  autoFocus?: boolean;
}

/** Focuses an element once it is in the page: placed beside a lazy component, it runs when that one mounts. */
function FocusOnMount({ targetId }: { targetId: string }) {
  useEffect(() => {
    document.getElementById(targetId)?.focus();
  }, [targetId]);
  return null;
}

function defaultValues(admission: UserJurisdiction | undefined): AdmissionFormValues {
  return {
    jurisdictionCode: admission?.jurisdiction.code ?? '',
    barNumber: admission?.barNumber ?? '',
    admittedOn: admission?.admittedOn ?? null,
    birthDate: admission?.birthDate ?? null,
    birthMonth: admission?.birthMonth ?? null,
    complianceGroup: admission?.complianceGroup ?? null,
    cycleEndsOn: admission?.cycleEndsOn ?? null,
  };
}

/**
 * Adds an admission (jurisdiction, bar number, admission date) or edits one. The details the compliance tracker's
 * rule needs to place the reporting period appear for the jurisdictions that need them (GET /api/compliance/rules):
 * a birth date for New York, a birth month for Texas, a compliance group for California, the end of a cycle for
 * Florida, each saying why. API errors (e.g. a jurisdiction already added) are shown above the buttons.
 */
export function AdmissionForm({
  idPrefix,
  jurisdictions,
  isLoadingJurisdictions = false,
  admission,
  onSaved,
  onCancel,
  autoFocus = false,
}: AdmissionFormProps) {
  const add = useAddUserJurisdiction();
  const update = useUpdateUserJurisdiction();
  const mutation = admission ? update : add;
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdmissionFormValues, unknown, AdmissionFormOutput>({
    resolver,
    defaultValues: defaultValues(admission),
    // Focus is moved by `focusFirstError`: the jurisdiction dropdown has no ref for react-hook-form.
    shouldFocusError: false,
  });
  const jurisdictionCode = useWatch({ control, name: 'jurisdictionCode' });
  const rules = useComplianceRules().data?.items;
  const needs = reportingPeriodNeeds(rules, jurisdictionCode);
  const asks = (field: (typeof needs.fields)[number]) => needs.fields.includes(field);
  const options = useMemo<DropdownOption[]>(
    () => jurisdictions.map((jurisdiction) => ({ value: jurisdiction.code, label: jurisdiction.name })),
    [jurisdictions],
  );

  const ids: Record<FieldName, string> = {
    jurisdictionCode: `${idPrefix}-jurisdiction`,
    barNumber: `${idPrefix}-bar-number`,
    admittedOn: `${idPrefix}-admitted-on`,
    birthDate: `${idPrefix}-birth-date`,
    birthMonth: `${idPrefix}-birth-month`,
    complianceGroup: `${idPrefix}-compliance-group`,
    cycleEndsOn: `${idPrefix}-cycle-ends-on`,
  };
  const errorAlertId = `${idPrefix}-error`;
  const jurisdictionName =
    admission?.jurisdiction.name ??
    jurisdictions.find((jurisdiction) => jurisdiction.code === jurisdictionCode)?.name ??
    null;
  const formError = mutation.error
    ? admissionErrorMessage(mutation.error, jurisdictionName)
    : formLevelError(errors);
  const today = todayIsoDate();

  const focusFirstError = (invalid: FieldErrors<AdmissionFormValues>) => {
    const first = FIELD_ORDER.find((name) => invalid[name]);
    if (first) document.getElementById(ids[first])?.focus();
  };

  const save = async (values: AdmissionFormOutput) => {
    // Only the details this jurisdiction's rule reads are kept; the others are cleared.
    const fields = reportingPeriodNeeds(rules, values.jurisdictionCode).fields;
    const keep = <T,>(field: (typeof fields)[number], value: T | null | undefined) =>
      fields.includes(field) ? (value ?? null) : null;
    const details = {
      barNumber: values.barNumber,
      admittedOn: values.admittedOn ?? null,
      birthDate: keep('birthDate', values.birthDate),
      birthMonth: keep('birthMonth', values.birthMonth),
      complianceGroup: keep('complianceGroup', values.complianceGroup),
      cycleEndsOn: keep('cycleEndsOn', values.cycleEndsOn),
    };
    try {
      if (admission) await update.mutateAsync({ id: admission.id, changes: details });
      else await add.mutateAsync({ jurisdictionCode: values.jurisdictionCode, ...details });
    } catch {
      return; // The mutation holds the error; the form shows it.
    }
    onSaved(jurisdictionName ?? values.jurisdictionCode);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(save, focusFirstError)(event)}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">
          {admission ? `Edit your ${admission.jurisdiction.name} admission` : 'Add a jurisdiction'}
        </legend>
        {admission ? null : (
          <Controller
            control={control}
            name="jurisdictionCode"
            render={({ field, fieldState }) => (
              <div>
                <Suspense
                  fallback={
                    <div>
                      <span className="mb-1 block text-sm font-medium text-slate-800">Jurisdiction</span>
                      <div aria-hidden="true" className="h-10 rounded border border-slate-500 bg-white" />
                    </div>
                  }
                >
                  <Dropdown
                    id={ids.jurisdictionCode}
                    label="Jurisdiction"
                    options={options}
                    isLoading={isLoadingJurisdictions}
                    placeholder="Search for a state or region..."
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    invalid={fieldState.error !== undefined}
                    errorId={`${ids.jurisdictionCode}-error`}
                  />
                  {autoFocus ? <FocusOnMount targetId={ids.jurisdictionCode} /> : null}
                </Suspense>
                <FieldError id={`${ids.jurisdictionCode}-error`} message={fieldState.error?.message} />
              </div>
            )}
          />
        )}
        <FormInput
          id={ids.barNumber}
          label="Bar or registration number"
          autoComplete="off"
          // Editing starts at the first field that can change; the lawyer asked for the form.
          autoFocus={autoFocus && admission !== undefined}
          error={errors.barNumber?.message}
          {...register('barNumber')}
        />
        <FormInput
          id={ids.admittedOn}
          type="date"
          label="Date of admission"
          labelSuffix="(optional)"
          hint={
            needs.ruleName
              ? 'Places your first reporting period and the rules for newly admitted lawyers in the compliance tracker.'
              : undefined
          }
          max={today}
          error={errors.admittedOn?.message}
          {...register('admittedOn', { setValueAs: emptyToNull })}
        />
        {asks('birthDate') ? (
          <FormInput
            id={ids.birthDate}
            type="date"
            label="Date of birth"
            labelSuffix="(optional)"
            hint={reportingPeriodHint('birthDate', jurisdictionName ?? 'This jurisdiction')}
            autoComplete="bday"
            max={today}
            error={errors.birthDate?.message}
            {...register('birthDate', { setValueAs: emptyToNull, shouldUnregister: true })}
          />
        ) : null}
        {asks('birthMonth') ? (
          <FormSelect
            id={ids.birthMonth}
            label="Birth month"
            labelSuffix="(optional)"
            hint={reportingPeriodHint('birthMonth', jurisdictionName ?? 'This jurisdiction')}
            placeholder="Choose a month"
            options={MONTH_OPTIONS}
            error={errors.birthMonth?.message}
            {...register('birthMonth', { setValueAs: monthOrNull, shouldUnregister: true })}
          />
        ) : null}
        {asks('complianceGroup') ? (
          <FormSelect
            id={ids.complianceGroup}
            label="Compliance group"
            labelSuffix="(optional)"
            hint={reportingPeriodHint('complianceGroup', jurisdictionName ?? 'This jurisdiction')}
            placeholder="Choose your group"
            options={needs.groups.map((group) => ({ value: group.id, label: group.label }))}
            error={errors.complianceGroup?.message}
            {...register('complianceGroup', { setValueAs: emptyToNull, shouldUnregister: true })}
          />
        ) : null}
        {asks('cycleEndsOn') ? (
          <FormInput
            id={ids.cycleEndsOn}
            type="date"
            label="Last day of your reporting cycle"
            labelSuffix="(optional)"
            hint={reportingPeriodHint('cycleEndsOn', jurisdictionName ?? 'This jurisdiction')}
            error={errors.cycleEndsOn?.message}
            {...register('cycleEndsOn', { setValueAs: emptyToNull, shouldUnregister: true })}
          />
        ) : null}
      </fieldset>
      <FormAlert id={errorAlertId} message={formError} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" text={admission ? 'Save changes' : 'Add jurisdiction'} loading={isSubmitting} />
        <Button variant="secondary" text="Cancel" onClick={onCancel} disabled={isSubmitting} />
      </div>
    </form>
  );
}
