import type { ExternalCredit } from '@counsel/contracts';
import type { RefObject } from 'react';
import { FieldError, fieldDescriptionIds } from '../../../components/ui/form-field';
import { CERTIFICATE_ACCEPT, CERTIFICATE_RULE, formatFileSize } from '../lib/certificate-file';

export interface CertificateFileFieldProps {
  id: string;
  /** The certificate the credit has (editing): choosing a file replaces it. */
  current: ExternalCredit['certificate'];
  /** The file chosen, not uploaded yet. */
  file: File | null;
  /** Why the file cannot be uploaded (checked here, or refused by the API). */
  error: string | undefined;
  onChange: (file: File | null) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The certificate of a credit from another provider: a PDF, PNG or JPEG of at most 10 MB, uploaded once the credit
 * is saved. The rule and any error are read with the field (aria-describedby).
 */
export function CertificateFileField({
  id,
  current,
  file,
  error,
  onChange,
  inputRef,
}: CertificateFileFieldProps) {
  const hint = current
    ? `Your certificate: ${current.fileName}. Choose a file to replace it. ${CERTIFICATE_RULE}`
    : CERTIFICATE_RULE;
  const { hintId, errorId, describedBy } = fieldDescriptionIds(id, hint, error);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {current ? 'Replace the certificate' : 'Certificate'}
        <span className="font-normal text-slate-600"> (optional)</span>
      </label>
      <p id={hintId} className="mb-1 text-sm text-slate-600">
        {hint}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={CERTIFICATE_ACCEPT}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          className={[
            'block max-w-full rounded-md border bg-white text-sm text-slate-900 shadow-sm',
            'file:mr-3 file:cursor-pointer file:border-0 file:border-r file:border-slate-300 file:bg-brand-50',
            'file:px-3 file:py-2 file:font-medium file:text-brand-700',
            error ? 'border-red-700' : 'border-slate-500',
          ].join(' ')}
        />
        {file ? (
          <>
            <span className="text-sm text-slate-700">{formatFileSize(file.size)}</span>
            <button
              type="button"
              onClick={() => {
                // The button goes with the file: focus returns to the input, emptied.
                if (inputRef.current) inputRef.current.value = '';
                onChange(null);
                inputRef.current?.focus();
              }}
              aria-label={`Clear ${file.name}`}
              className="cursor-pointer rounded px-1 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              Clear
            </button>
          </>
        ) : null}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
