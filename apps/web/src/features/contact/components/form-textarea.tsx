import type { ComponentProps } from 'react';
import { FieldError, fieldDescriptionIds } from '../../../components/ui/form-field';

export type FormTextareaProps = Omit<ComponentProps<'textarea'>, 'id' | 'aria-describedby'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled <textarea> for react-hook-form, like the design system's FormInput (hint and error described). */
export function FormTextarea({ id, label, hint, error, ...textarea }: FormTextareaProps) {
  const { hintId, errorId, describedBy } = fieldDescriptionIds(id, hint, error);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mb-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm ${
          error ? 'border-red-700' : 'border-slate-500'
        }`}
        {...textarea}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
