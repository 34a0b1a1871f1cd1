import type { ChangeEvent } from 'react';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  required?: boolean;
  /** Shown but not editable (an address an invitation fixes). */
  readOnly?: boolean;
  /** A hint under the field (e.g. a password rule), announced with it. */
  hint?: string;
  /** Marks the field invalid; the message itself is shown by the form. */
  invalid?: boolean;
  /** Id of the element holding the error message, announced with the field. */
  errorId?: string;
}

/** A labelled text input of the design system. */
export function TextField({
  id,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
  required = false,
  readOnly = false,
  hint,
  invalid = false,
  errorId,
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        required={required}
        readOnly={readOnly}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        className={[
          'block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm',
          invalid ? 'border-red-700' : 'border-slate-500',
          readOnly ? 'bg-slate-100' : 'bg-white',
        ].join(' ')}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
