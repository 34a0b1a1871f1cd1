import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize-html';

export interface CheckboxProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** May contain inline markup (bold, links); it is sanitised before rendering. */
  label: string;
  className?: string;
}

/** A native checkbox with a label that may carry safe inline markup. */
export function Checkbox({ id, checked, onChange, label, className }: CheckboxProps) {
  const html = useMemo(() => sanitizeHtml(label), [label]);
  return (
    <div className={['flex items-start gap-2', className].filter(Boolean).join(' ')}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-brand-700"
      />
      <label
        htmlFor={id}
        className="cursor-pointer text-sm text-slate-800 [&_a]:text-brand-700 [&_a]:underline"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}
