import type { AuditLogEntry } from '@counsel/contracts';
import { DataTable } from '../../../components/ui/data-table';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { Button } from '../../../components/ui/button';
import { errorReason } from '../../../lib/error-reason';
import { formatDateTime } from '../../../lib/format-date';
import { useAuditLog } from '../api/get-audit-log';
import { AUDIT_ACTION_LABELS, auditDetail } from '../lib/member-labels';

const COLUMNS = [{ label: 'When' }, { label: 'Who' }, { label: 'Action' }, { label: 'Whom' }] as const;

function Person({ person, fallback }: { person: AuditLogEntry['actor']; fallback: string }) {
  if (!person) return <span className="text-slate-600">{fallback}</span>;
  return (
    <>
      <span className="block font-medium text-slate-900">{person.name}</span>
      <span className="block text-xs break-all text-slate-600">{person.email}</span>
    </>
  );
}

export interface AuditLogSectionProps {
  page: number;
  hrefForPage: (page: number) => string;
}

/** The firm's activity, newest first: when, who did it, what, and to whom (renames say the old and new names). */
export function AuditLogSection({ page, hrefForPage }: AuditLogSectionProps) {
  const log = useAuditLog(page);
  let body;
  if (log.data) {
    body =
      log.data.entries.length === 0 ? (
        <tr>
          <td colSpan={COLUMNS.length} className="px-4 py-6 text-center text-slate-700">
            Nothing has happened yet. Invitations, removals and renames will be listed here.
          </td>
        </tr>
      ) : (
        log.data.entries.map((entry) => (
          <tr key={entry.id}>
            <th scope="row" className="px-4 py-3 font-normal whitespace-nowrap">
              {formatDateTime(entry.at)}
            </th>
            <td className="px-4 py-3">
              <Person person={entry.actor} fallback="A deleted account" />
            </td>
            <td className="px-4 py-3">
              <span className="block">{AUDIT_ACTION_LABELS[entry.action]}</span>
              {entry.detail ? (
                <span className="block text-xs text-slate-600">
                  {auditDetail(entry.action, entry.detail)}
                </span>
              ) : null}
            </td>
            <td className="px-4 py-3">
              <Person person={entry.subject} fallback="—" />
            </td>
          </tr>
        ))
      );
  } else if (log.isError) {
    body = (
      <tr>
        <td colSpan={COLUMNS.length} className="px-4 py-6 text-center">
          <p role="alert" className="text-slate-800">
            The activity could not be loaded: {errorReason(log.error, 'please try again.')}
          </p>
          <div className="mt-3 flex justify-center">
            <Button variant="secondary" text="Retry" onClick={() => void log.refetch()} />
          </div>
        </td>
      </tr>
    );
  } else {
    body = [0, 1].map((row) => (
      <tr key={row}>
        <td colSpan={COLUMNS.length} className="px-4 py-3">
          <Skeleton className="h-6 w-full" />
        </td>
      </tr>
    ));
  }
  return (
    <section aria-labelledby="audit-log-heading" className="space-y-4">
      <div>
        <h2 id="audit-log-heading" className="text-xl font-semibold text-slate-900">
          Activity
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Every change to your firm’s members and name, and who made it.
        </p>
      </div>
      <DataTable caption="Audit log" columns={COLUMNS}>
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
