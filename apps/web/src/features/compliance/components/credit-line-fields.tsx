import { CREDIT_TYPES } from '@counsel/contracts/constants';
import { CREDIT_TYPE_LABELS } from '@counsel/domain';
import type { ChangeEvent } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FieldError, FormInput, FormSelect, fieldDescriptionIds } from '../../../components/ui/form-field';
import { COMPLIANCE_CATEGORY_LABELS } from '../lib/compliance-labels';
import type {
  ExternalCreditFormValues,
  ExternalCreditLineFormValues,
} from '../lib/external-credit-form-schema';
import type { JurisdictionOptions } from '../lib/jurisdiction-options';

const CREDIT_TYPE_OPTIONS = CREDIT_TYPES.map((type) => ({ value: type, label: CREDIT_TYPE_LABELS[type] }));
// Our catalog's categories first (the domain's labels), then the finer topics rules ask for.
const CATEGORY_OPTIONS = Object.entries(COMPLIANCE_CATEGORY_LABELS).map(([value, label]) => ({
  value,
  label,
}));

const SELECT_CLASSES = 'block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm';

export interface CreditLineFieldsProps {
  /** Prefix of this line's field ids. */
  idPrefix: string;
  index: number;
  /** Lines in the form: a lone line cannot be removed. */
  count: number;
  register: UseFormRegister<ExternalCreditFormValues>;
  errors: FieldErrors<ExternalCreditLineFormValues> | undefined;
  jurisdictions: JurisdictionOptions;
  isLoadingJurisdictions: boolean;
  onJurisdictionChange: (index: number, code: string) => void;
  onRemove: (index: number) => void;
}

/** The ids of a line's fields, for focus. */
export const creditLineFieldId = (
  idPrefix: string,
  index: number,
  field: keyof ExternalCreditLineFormValues,
) => `${idPrefix}-line-${index}-${field}`;

/**
 * One line of a credit: where it counts (a jurisdiction, the lawyer's admissions first), its credit type and
 * category, and the hours. A fieldset named "Credit line 2", with its own "Remove line" button.
 */
export function CreditLineFields({
  idPrefix,
  index,
  count,
  register,
  errors,
  jurisdictions,
  isLoadingJurisdictions,
  onJurisdictionChange,
  onRemove,
}: CreditLineFieldsProps) {
  const number = index + 1;
  const id = (field: keyof ExternalCreditLineFormValues) => creditLineFieldId(idPrefix, index, field);
  const jurisdictionError = errors?.jurisdictionCode?.message;
  const jurisdiction = fieldDescriptionIds(id('jurisdictionCode'), undefined, jurisdictionError);
  const jurisdictionField = register(`lines.${index}.jurisdictionCode`);
  const { admissions, others } = jurisdictions;

  return (
    <fieldset className="rounded-lg border border-slate-300 bg-white px-4 pt-2 pb-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Credit line {number}</legend>
      {count > 1 ? (
        <div className="flex justify-end">
          <button
            type="button"
            onClick={() => onRemove(index)}
            aria-label={`Remove line ${number}`}
            className="cursor-pointer rounded px-1 text-sm font-semibold text-red-700 underline underline-offset-2 hover:text-red-900"
          >
            Remove line
          </button>
        </div>
      ) : null}
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={id('jurisdictionCode')} className="mb-1 block text-sm font-medium text-slate-800">
            Jurisdiction
          </label>
          <select
            id={id('jurisdictionCode')}
            aria-invalid={jurisdictionError ? true : undefined}
            aria-describedby={jurisdiction.describedBy}
            className={`${SELECT_CLASSES} ${jurisdictionError ? 'border-red-700' : 'border-slate-500'}`}
            {...jurisdictionField}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => {
              void jurisdictionField.onChange(event);
              onJurisdictionChange(index, event.target.value);
            }}
          >
            <option value="">Choose a jurisdiction</option>
            {admissions.length > 0 ? (
              <optgroup label="Your admissions">
                {admissions.map((choice) => (
                  <option key={choice.code} value={choice.code}>
                    {choice.name}
                  </option>
                ))}
              </optgroup>
            ) : null}
            <optgroup label={admissions.length > 0 ? 'All other jurisdictions' : 'All jurisdictions'}>
              {others.map((choice) => (
                <option key={choice.code} value={choice.code}>
                  {choice.name}
                </option>
              ))}
              {isLoadingJurisdictions ? <option disabled>Loading the jurisdictions…</option> : null}
            </optgroup>
          </select>
          <FieldError id={jurisdiction.errorId} message={jurisdictionError} />
        </div>
        <FormSelect
          id={id('creditType')}
          label="Credit type"
          options={CREDIT_TYPE_OPTIONS}
          error={errors?.creditType?.message}
          {...register(`lines.${index}.creditType`)}
        />
        <FormSelect
          id={id('category')}
          label="Category"
          placeholder="Choose a category"
          options={CATEGORY_OPTIONS}
          error={errors?.category?.message}
          {...register(`lines.${index}.category`)}
        />
        <FormInput
          id={id('hours')}
          label="Hours"
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          error={errors?.hours?.message}
          {...register(`lines.${index}.hours`)}
        />
      </div>
    </fieldset>
  );
}
