import { useState, type SubmitEvent } from 'react';
import type { StaffAuditEntry } from '@counsel/contracts';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { errorReason } from '../../../lib/error-reason';
import { formatDateTime } from '../../../lib/format-date';
import { useStaffAuditLog } from '../api/get-staff-audit-log';
import type { StaffAuditFilters } from '../api/staff-query-keys';
import { auditChanges } from '../lib/audit-change';

const COLUMNS = [
  { label: 'When' },
  { label: 'Who' },
  { label: 'Action' },
  { label: 'What changed' },
] as const;

/** The form's text values; dates are calendar days in the browser's time zone. */
export interface AuditFilterForm {
  action: string;
  actor: string;
  subjectType: string;
  subjectId: string;
  fromDay: string;
  toDay: string;
}

/** The API's filters from the form: empty fields left out, days turned into the start and end of that local day. */
export function auditFiltersFrom(form: AuditFilterForm): Omit<StaffAuditFilters, 'currentPage'> {
  const filters: Omit<StaffAuditFilters, 'currentPage'> = {};
  for (const key of ['action', 'actor', 'subjectType', 'subjectId'] as const) {
    const value = form[key].trim();
    if (value) filters[key] = value;
  }
  if (form.fromDay) filters.from = new Date(`${form.fromDay}T00:00:00`).toISOString();
  if (form.toDay) filters.to = new Date(`${form.toDay}T23:59:59.999`).toISOString();
  return filters;
}

function Changes({ entry }: { entry: StaffAuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  return (
    <>
      <span className="block">{entry.summary}</span>
      {changes.length > 0 ? (
        <details className="mt-1 text-xs text-slate-700">
          <summary className="cursor-pointer text-brand-700">
            {changes.length === 1 ? '1 field' : `${changes.length} fields`}
          </summary>
          <dl className="mt-1 space-y-1">
            {changes.map((change) => (
              <div key={change.field}>
                <dt className="font-semibold">{change.field}</dt>
                <dd className="break-all">
                  {change.before} → {change.after}
                </dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </>
  );
}

export interface StaffAuditLogProps {
  filters: StaffAuditFilters;
  form: AuditFilterForm;
  onFilter: (form: AuditFilterForm) => void;
  hrefForPage: (page: number) => string;
}

/** Every staff action, newest first, with filters by action, staff member, record and days. */
export function StaffAuditLog({ filters, form, onFilter, hrefForPage }: StaffAuditLogProps) {
  const log = useStaffAuditLog(filters);
  const [draft, setDraft] = useState(form);
  const set = (key: keyof AuditFilterForm) => (value: string) =>
    setDraft((old) => ({ ...old, [key]: value }));
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onFilter(draft);
  };

  let body;
  if (log.data) {
    body =
      log.data.entries.length === 0 ? (
        <tr>
          <td colSpan={COLUMNS.length} className="px-4 py-6 text-center text-slate-700">
            No staff action matches these filters.
          </td>
        </tr>
      ) : (
        log.data.entries.map((entry) => (
          <tr key={entry.id}>
            <th scope="row" className="px-4 py-3 align-top font-normal whitespace-nowrap">
              {formatDateTime(entry.at)}
            </th>
            <td className="px-4 py-3 align-top break-all">{entry.actorEmail}</td>
            <td className="px-4 py-3 align-top">
              <code className="text-xs">{entry.action}</code>
              <span className="block text-xs break-all text-slate-600">
                {entry.subjectType} {entry.subjectId}
              </span>
            </td>
            <td className="px-4 py-3 align-top">
              <Changes entry={entry} />
            </td>
          </tr>
        ))
      );
  } else if (log.isError) {
    body = (
      <tr>
        <td colSpan={COLUMNS.length} className="px-4 py-6 text-center">
          <p role="alert" className="text-slate-800">
            The audit log could not be loaded: {errorReason(log.error, 'please try again.')}
          </p>
          <div className="mt-3 flex justify-center">
            <Button variant="secondary" text="Retry" onClick={() => void log.refetch()} />
          </div>
        </td>
      </tr>
    );
  } else {
    body = [0, 1, 2].map((row) => (
      <tr key={row}>
        <td colSpan={COLUMNS.length} className="px-4 py-3">
          <Skeleton className="h-6 w-full" />
        </td>
      </tr>
    ));
  }

  return (
    <section aria-labelledby="staff-audit-heading" className="space-y-4">
      <div>
        <h1 id="staff-audit-heading" className="text-3xl font-bold text-slate-900">
          Audit log
        </h1>
        <p className="mt-2 text-slate-700">
          Every staff action, newest first. An action ending in a dot (<code>course.</code>) finds all of its
          kind.
        </p>
      </div>
      <form
        onSubmit={submit}
        aria-label="Filter the audit log"
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <TextField id="audit-action" label="Action" value={draft.action} onChange={set('action')} />
        <TextField
          id="audit-actor"
          label="Staff member's e-mail"
          value={draft.actor}
          onChange={set('actor')}
        />
        <TextField
          id="audit-subject-type"
          label="Record type"
          value={draft.subjectType}
          onChange={set('subjectType')}
        />
        <TextField
          id="audit-subject-id"
          label="Record id"
          value={draft.subjectId}
          onChange={set('subjectId')}
        />
        <div>
          <label htmlFor="audit-from" className="mb-1 block text-sm font-medium text-slate-800">
            From
          </label>
          <input
            id="audit-from"
            type="date"
            value={draft.fromDay}
            onChange={(event) => set('fromDay')(event.target.value)}
            className="w-full rounded-md border border-slate-400 px-3 py-2 text-sm"
          />
        </div>
        <div>
          <label htmlFor="audit-to" className="mb-1 block text-sm font-medium text-slate-800">
            To
          </label>
          <input
            id="audit-to"
            type="date"
            value={draft.toDay}
            onChange={(event) => set('toDay')(event.target.value)}
            className="w-full rounded-md border border-slate-400 px-3 py-2 text-sm"
          />
        </div>
        <div className="flex gap-2 sm:col-span-2 lg:col-span-3">
          <Button type="submit" text="Filter" />
          <Button
            variant="secondary"
            text="Clear"
            onClick={() => {
              const empty = { action: '', actor: '', subjectType: '', subjectId: '', fromDay: '', toDay: '' };
              setDraft(empty);
              onFilter(empty);
            }}
          />
        </div>
      </form>
      <DataTable caption="Staff actions" columns={COLUMNS}>
        {body}
      </DataTable>
      {log.data ? (
        <Pagination
          label="Audit log pages"
          currentPage={log.data.pagination.currentPage}
          totalPages={log.data.pagination.totalPages}
          hrefForPage={hrefForPage}
        />
      ) : null}
    </section>
  );
}
