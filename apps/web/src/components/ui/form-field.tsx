import { AlertCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

interface FieldFrameProps {
  id: string;
  label: string;
  /** A hint under the label (a rule, why we ask), announced with the field. */
  hint?: ReactNode;
  /** The field's error; it is linked to the control with aria-describedby. */
  error?: string;
  /** Shown after the label, e.g. "(optional)". */
  labelSuffix?: string;
}

/** The ids a control points at with aria-describedby: its hint, then its error. */
export function fieldDescriptionIds(id: string, hint: unknown, error: string | undefined) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

const CONTROL_CLASSES = 'block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm';

function controlClasses(error: string | undefined, className: string | undefined) {
  return [CONTROL_CLASSES, error ? 'border-red-700' : 'border-slate-500', className]
    .filter(Boolean)
    .join(' ');
}

function FieldLabel({ id, label, labelSuffix }: Pick<FieldFrameProps, 'id' | 'label' | 'labelSuffix'>) {
  return (
    <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
      {label}
      {labelSuffix ? <span className="font-normal text-slate-600"> {labelSuffix}</span> : null}
    </label>
  );
}

function FieldHint({ id, hint }: { id: string | undefined; hint: ReactNode }) {
  return hint ? (
    <p id={id} className="mb-1 text-sm text-slate-600">
      {hint}
    </p>
  ) : null;
}

/** A field's error message, under the control. */
export function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 flex items-start gap-1 text-sm font-medium text-red-700">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  ) : null;
}

export type FormInputProps = FieldFrameProps & Omit<ComponentProps<'input'>, 'id' | 'aria-describedby'>;

/**
 * A labelled input for react-hook-form: spread `register('name')` into it (the ref reaches the <input>, so the
 * form can focus the first invalid field). Hint and error are linked with aria-describedby.
 */
export function FormInput({ id, label, hint, error, labelSuffix, className, ...input }: FormInputProps) {
  const { hintId, errorId, describedBy } = fieldDescriptionIds(id, hint, error);
  return (
    <div>
      <FieldLabel id={id} label={label} labelSuffix={labelSuffix} />
      <FieldHint id={hintId} hint={hint} />
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClasses(error, className)}
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export type FormSelectProps = FieldFrameProps &
  Omit<ComponentProps<'select'>, 'id' | 'aria-describedby'> & {
    options: { value: string; label: string }[];
    /** The first, empty choice (e.g. "Choose your group"). */
    placeholder?: string;
  };

/** A labelled native <select> for react-hook-form, like FormInput. */
export function FormSelect({
  id,
  label,
  hint,
  error,
  labelSuffix,
  className,
  options,
  placeholder,
  ...select
}: FormSelectProps) {
  const { hintId, errorId, describedBy } = fieldDescriptionIds(id, hint, error);
  return (
    <div>
      <FieldLabel id={id} label={label} labelSuffix={labelSuffix} />
      <FieldHint id={hintId} hint={hint} />
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClasses(error, className)}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A form-level message (a failed request), announced when it appears. */
export function FormAlert({ id, message }: { id: string; message: string | null }) {
  return (
    <div id={id} role="alert" aria-live="assertive">
      {message ? (
        <p className="flex items-start gap-2 rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {message}
        </p>
      ) : null}
    </div>
  );
}
