import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { StaffCourse, StaffCreditLine } from '@counsel/contracts';
import { APPROVAL_STATUSES, CREDIT_CATEGORIES, CREDIT_TYPES } from '@counsel/contracts/constants';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { FormAlert, FormInput, FormSelect } from '../../../components/ui/form-field';
import { errorReason } from '../../../lib/error-reason';
import { formLevelError, lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useDeleteCreditLine, useSaveCreditLine } from '../api/save-credit-line';
import { APPROVAL_LABELS } from '../lib/approval-labels';
import type { CreditLineFormOutput, CreditLineFormValues } from '../lib/course-form-schema';

const resolver = lazyZodResolver(() =>
  import('../lib/course-form-schema').then((module) => module.CreditLineFormSchema),
);
const COLUMNS = [
  { label: 'Jurisdiction' },
  { label: 'Credit' },
  { label: 'Hours', align: 'right' as const },
  { label: 'Status' },
  { label: 'Accreditation number' },
  { label: 'Applied, approved, expires' },
  { label: 'Actions', srOnly: true },
] as const;
const humanize = (value: string) => value.charAt(0) + value.slice(1).toLowerCase().replaceAll('_', ' ');

function valuesOf(line: StaffCreditLine | null): CreditLineFormValues {
  return {
    jurisdictionCode: line?.jurisdiction.code ?? '',
    creditType: line?.creditType ?? 'CLE',
    category: line?.category ?? 'GENERAL',
    hours: line?.hours ?? 1,
    approvalStatus: line?.approvalStatus ?? 'PENDING',
    accreditationNumber: line?.accreditationNumber ?? '',
    appliedOn: line?.appliedOn ?? '',
    approvedOn: line?.approvedOn ?? '',
    expiresOn: line?.expiresOn ?? '',
  };
}

/** The course's credit lines (jurisdiction × credit type × category), each editable, and a form for a new one. */
export function CreditLines({ course }: { course: StaffCourse }) {
  const [editing, setEditing] = useState<StaffCreditLine | 'new' | null>(null);
  const remove = useDeleteCreditLine(course.id);
  return (
    <section aria-labelledby="credit-lines-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="credit-lines-heading" className="text-xl font-semibold text-slate-900">
          Credit lines
        </h2>
        <Button variant="secondary" text="Add a credit line" onClick={() => setEditing('new')} />
      </div>
      {course.versioned ? (
        <p className="text-sm text-slate-700">
          This course has been published: a change of hours, category or status here moves it to credit
          version {course.creditVersion + 1}. Certificates already issued keep what they say.
        </p>
      ) : null}
      <DataTable caption="Credit lines" columns={COLUMNS}>
        {course.credits.length === 0 ? (
          <tr>
            <td colSpan={COLUMNS.length} className="px-4 py-6 text-center text-slate-700">
              No credit line yet.
            </td>
          </tr>
        ) : (
          course.credits.map((line) => (
            <tr key={line.id}>
              <th scope="row" className="px-4 py-3 text-left font-medium">
                {line.jurisdiction.name}
              </th>
              <td className="px-4 py-3">
                {line.creditType} · {humanize(line.category)}
              </td>
              <td className="px-4 py-3 text-right">{line.hours}</td>
              <td className="px-4 py-3">{APPROVAL_LABELS[line.approvalStatus]}</td>
              <td className="px-4 py-3">{line.accreditationNumber ?? '—'}</td>
              <td className="px-4 py-3 text-sm whitespace-nowrap">
                {[line.appliedOn, line.approvedOn, line.expiresOn].map((day) => day ?? '—').join(' · ')}
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                <Button
                  variant="secondary"
                  text="Edit"
                  aria-label={`Edit ${line.jurisdiction.name} ${line.creditType} ${humanize(line.category)}`}
                  onClick={() => setEditing(line)}
                />{' '}
                <Button
                  variant="danger"
                  text="Remove"
                  aria-label={`Remove ${line.jurisdiction.name} ${line.creditType} ${humanize(line.category)}`}
                  onClick={() =>
                    remove.mutate(line.id, {
                      onSuccess: () => toast.success('The credit line was removed.'),
                      onError: (error) => toast.error(errorReason(error, 'please try again.')),
                    })
                  }
                />
              </td>
            </tr>
          ))
        )}
      </DataTable>
      {editing ? (
        <CreditLineForm
          key={editing === 'new' ? 'new' : editing.id}
          courseId={course.id}
          line={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}

function CreditLineForm({
  courseId,
  line,
  onDone,
}: {
  courseId: string;
  line: StaffCreditLine | null;
  onDone: () => void;
}) {
  const save = useSaveCreditLine(courseId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CreditLineFormValues, unknown, CreditLineFormOutput>({
    resolver,
    defaultValues: valuesOf(line),
  });
  const { errors } = form.formState;
  const submit = (input: CreditLineFormOutput) => {
    setError(null);
    save.mutate(
      { creditId: line?.id ?? null, input },
      {
        onSuccess: () => {
          toast.success(line ? 'The credit line was saved.' : 'The credit line was added.');
          onDone();
        },
        onError: (failure) => setError(errorReason(failure, 'please try again.')),
      },
    );
  };
  const options = (values: readonly string[]) => values.map((value) => ({ value, label: humanize(value) }));
  return (
    <form
      noValidate
      aria-label={line ? 'Edit credit line' : 'New credit line'}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <FormInput
        id="credit-jurisdiction"
        label="Jurisdiction code"
        hint="NY, CA, GB-EAW…"
        error={errors.jurisdictionCode?.message}
        {...form.register('jurisdictionCode')}
      />
      <FormSelect
        id="credit-type"
        label="Credit type"
        options={options(CREDIT_TYPES)}
        {...form.register('creditType')}
      />
      <FormSelect
        id="credit-category"
        label="Category"
        options={options(CREDIT_CATEGORIES)}
        {...form.register('category')}
      />
      <FormInput
        id="credit-hours"
        label="Hours"
        type="number"
        step="0.01"
        error={errors.hours?.message}
        {...form.register('hours', { valueAsNumber: true })}
      />
      <FormSelect
        id="credit-status"
        label="Status"
        options={APPROVAL_STATUSES.map((status) => ({ value: status, label: APPROVAL_LABELS[status] }))}
        {...form.register('approvalStatus')}
      />
      <FormInput
        id="credit-accreditation"
        label="Course or accreditation number"
        labelSuffix="(optional)"
        error={errors.accreditationNumber?.message}
        {...form.register('accreditationNumber')}
      />
      <FormInput id="credit-applied" label="Applied on" type="date" {...form.register('appliedOn')} />
      <FormInput id="credit-approved" label="Approved on" type="date" {...form.register('approvedOn')} />
      <FormInput
        id="credit-expires"
        label="Expires after"
        type="date"
        hint="The last day it earns credit."
        {...form.register('expiresOn')}
      />
      <div className="sm:col-span-3">
        <FormAlert id="credit-form-alert" message={error ?? formLevelError(errors)} />
      </div>
      <div className="flex gap-2 sm:col-span-3">
        <Button type="submit" text={line ? 'Save credit line' : 'Add credit line'} loading={save.isPending} />
        <Button variant="secondary" text="Cancel" onClick={onDone} />
      </div>
    </form>
  );
}
