import type { ExternalCredit } from '@counsel/contracts';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormAlert, FormInput, FormSelect } from '../../../components/ui/form-field';
import { formLevelError, lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useSaveExternalCredit } from '../api/save-external-credit';
import { useUploadExternalCertificate } from '../api/upload-external-certificate';
import { useFocusAfterRender } from '../hooks/use-focus-after-render';
import { certificateContentType, certificateFileProblem } from '../lib/certificate-file';
import { COMPLIANCE_FORMAT_LABELS } from '../lib/compliance-labels';
import { todayCalendarDate } from '../lib/compliance-text';
import type {
  ExternalCreditFormOutput,
  ExternalCreditFormValues,
  ExternalCreditLineFormValues,
} from '../lib/external-credit-form-schema';
import { certificateUploadErrorMessage, externalCreditErrorMessage } from '../lib/external-credit-messages';
import type { AdmissionJurisdiction, JurisdictionOptions } from '../lib/jurisdiction-options';
import { CertificateFileField } from './certificate-file-field';
import { CreditLineFields, creditLineFieldId } from './credit-line-fields';

const resolver = lazyZodResolver(() =>
  import('../lib/external-credit-form-schema').then((module) => module.ExternalCreditFormSchema),
);

/** The most lines a credit takes (ExternalCreditInputSchema's `lines`). */
const MAX_LINES = 20;

const FORMAT_OPTIONS = Object.entries(COMPLIANCE_FORMAT_LABELS).map(([value, label]) => ({ value, label }));

function emptyLine(admission?: AdmissionJurisdiction): ExternalCreditLineFormValues {
  return {
    jurisdictionCode: admission?.code ?? '',
    creditType: admission?.creditType ?? 'CLE',
    category: '',
    hours: '',
  };
}

function defaultValues(
  credit: ExternalCredit | undefined,
  jurisdictions: JurisdictionOptions,
): ExternalCreditFormValues {
  if (credit) {
    return {
      provider: credit.provider,
      title: credit.title,
      completedOn: credit.completedOn,
      format: credit.format,
      lines: credit.lines.map((line) => ({ ...line, hours: String(line.hours) })),
    };
  }
  // One admission: the credit most likely counts there.
  const [only, ...more] = jurisdictions.admissions;
  return {
    provider: '',
    title: '',
    completedOn: '',
    format: '',
    lines: [emptyLine(more.length === 0 ? only : undefined)],
  };
}

export interface ExternalCreditSaved {
  credit: ExternalCredit;
  /** A certificate was chosen and uploaded with it. */
  withCertificate: boolean;
}

export interface ExternalCreditFormProps {
  /** Prefix of the field ids; unique on the page. */
  idPrefix: string;
  /** The credit to edit; without it the form adds one. */
  credit?: ExternalCredit;
  jurisdictions: JurisdictionOptions;
  isLoadingJurisdictions: boolean;
  /** Called once the credit (and the certificate chosen, if any) is saved. */
  onSaved: (saved: ExternalCreditSaved) => void;
  /** Cancel, or Close after a credit was saved without its certificate (passed). */
  onClose: (saved: ExternalCredit | undefined) => void;
}

/**
 * Adds a course taken with another provider, or edits one: provider, title, date (not in the future), format, one or
 * more lines of hours by jurisdiction, credit type and category, and the certificate. The certificate is checked
 * here (type, size), then uploaded once the credit is saved; when the API refuses the file, the credit stays saved
 * and the form stays open on it, saying why, for another file.
 */
export function ExternalCreditForm({
  idPrefix,
  credit,
  jurisdictions,
  isLoadingJurisdictions,
  onSaved,
  onClose,
}: ExternalCreditFormProps) {
  const saveCredit = useSaveExternalCredit();
  const upload = useUploadExternalCertificate();
  // The credit as saved: the one edited, or the one this form added while its certificate was refused.
  const [saved, setSaved] = useState<ExternalCredit | undefined>(credit);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<ExternalCreditFormValues, unknown, ExternalCreditFormOutput>({
    resolver,
    defaultValues: defaultValues(credit, jurisdictions),
  });
  const lines = useFieldArray({ control, name: 'lines' });

  const ids = {
    provider: `${idPrefix}-provider`,
    title: `${idPrefix}-title`,
    completedOn: `${idPrefix}-completed-on`,
    format: `${idPrefix}-format`,
    certificate: `${idPrefix}-certificate`,
    alert: `${idPrefix}-error`,
  };
  const formError = saveCredit.error
    ? externalCreditErrorMessage(saveCredit.error)
    : upload.error
      ? 'Your credit was saved, but not its certificate. Choose another file and save again, or close the form.'
      : formLevelError(errors);
  const fileError = fileProblem ?? (upload.error ? certificateUploadErrorMessage(upload.error) : undefined);

  const chooseFile = (chosen: File | null) => {
    upload.reset();
    setFile(chosen);
    setFileProblem(chosen ? certificateFileProblem(chosen) : null);
  };

  // A line's credit type follows the rule of the admission chosen, until the lawyer sets it.
  const presetCreditType = (index: number, code: string) => {
    const admission = jurisdictions.admissions.find((choice) => choice.code === code);
    if (admission?.creditType && !dirtyFields.lines?.[index]?.creditType) {
      setValue(`lines.${index}.creditType`, admission.creditType);
    }
  };

  const removeLine = (index: number) => {
    lines.remove(index);
    // The line that took its place, or the one before when it was the last.
    const next = Math.min(index, lines.fields.length - 2);
    focusAfterRender(() => document.getElementById(creditLineFieldId(idPrefix, next, 'jurisdictionCode')));
  };

  const save = async (values: ExternalCreditFormOutput) => {
    const contentType = file ? certificateContentType(file) : null;
    const problem = file ? certificateFileProblem(file) : null;
    if (problem) {
      setFileProblem(problem);
      fileInputRef.current?.focus();
      return;
    }
    upload.reset();
    let stored: ExternalCredit;
    try {
      stored = await saveCredit.mutateAsync({ id: saved?.id, input: values });
    } catch {
      return; // The mutation holds the error; the form shows it.
    }
    setSaved(stored);
    if (!file || !contentType) {
      onSaved({ credit: stored, withCertificate: false });
      return;
    }
    try {
      await upload.mutateAsync({ creditId: stored.id, file, contentType });
    } catch {
      focusAfterRender(() => fileInputRef.current);
      return;
    }
    onSaved({ credit: stored, withCertificate: true });
  };

  const addedMeanwhile = credit === undefined && saved !== undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(save)(event)}
      className="space-y-5 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-slate-900">
          {credit ? `Edit “${credit.title}”` : 'Add a credit from another provider'}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormInput
            id={ids.provider}
            label="Provider"
            autoComplete="organization"
            autoFocus
            error={errors.provider?.message}
            {...register('provider')}
          />
          <FormInput
            id={ids.title}
            label="Course title"
            autoComplete="off"
            error={errors.title?.message}
            {...register('title')}
          />
          <FormInput
            id={ids.completedOn}
            type="date"
            label="Date completed"
            max={todayCalendarDate()}
            error={errors.completedOn?.message}
            {...register('completedOn')}
          />
          <FormSelect
            id={ids.format}
            label="Format"
            placeholder="Choose a format"
            options={FORMAT_OPTIONS}
            error={errors.format?.message}
            {...register('format')}
          />
        </div>
        <div className="space-y-3">
          {lines.fields.map((line, index) => (
            <CreditLineFields
              key={line.id}
              idPrefix={idPrefix}
              index={index}
              count={lines.fields.length}
              register={register}
              errors={errors.lines?.[index]}
              jurisdictions={jurisdictions}
              isLoadingJurisdictions={isLoadingJurisdictions}
              onJurisdictionChange={presetCreditType}
              onRemove={removeLine}
            />
          ))}
          {lines.fields.length < MAX_LINES ? (
            <Button
              variant="secondary"
              text="Add another line"
              icon={<Plus className="size-4" />}
              aria-label={`Add another line (line ${lines.fields.length + 1})`}
              onClick={() =>
                lines.append(emptyLine(), {
                  focusName: `lines.${lines.fields.length}.jurisdictionCode`,
                })
              }
            />
          ) : (
            <p className="text-sm text-slate-700">A credit has at most {MAX_LINES} lines.</p>
          )}
        </div>
        <CertificateFileField
          id={ids.certificate}
          current={saved?.certificate ?? null}
          file={file}
          error={fileError}
          onChange={chooseFile}
          inputRef={fileInputRef}
        />
      </fieldset>
      <FormAlert id={ids.alert} message={formError} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" text={saved ? 'Save changes' : 'Add credit'} loading={isSubmitting} />
        <Button
          variant="secondary"
          text={addedMeanwhile ? 'Close' : 'Cancel'}
          onClick={() => onClose(saved)}
          disabled={isSubmitting}
        />
      </div>
    </form>
  );
}
