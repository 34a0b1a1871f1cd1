import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorReason } from '../../../lib/error-reason';
import { formatDate } from '../../../lib/format-date';
import { useExpiringApprovals } from '../api/get-expiring-approvals';

const COLUMNS = [
  { label: 'Expires' },
  { label: 'Course' },
  { label: 'Jurisdiction' },
  { label: 'Credit' },
  { label: 'Accreditation number' },
] as const;

const daysText = (days: number) =>
  days < 0
    ? 'lapsed (expiring now)'
    : days === 0
      ? 'today is the last day'
      : `in ${days} ${days === 1 ? 'day' : 'days'}`;

/** Approved credit lines whose approval runs out within `withinDays` days, soonest first. */
export function ExpiringApprovals({ withinDays = 60 }: { withinDays?: number }) {
  const approvals = useExpiringApprovals(withinDays);
  let rows;
  if (approvals.data) {
    rows =
      approvals.data.items.length === 0 ? (
        <tr>
          <td colSpan={COLUMNS.length} className="px-4 py-6 text-center text-slate-700">
            No approval expires in the next {withinDays} days.
          </td>
        </tr>
      ) : (
        approvals.data.items.map((item) => (
          <tr key={item.creditId}>
            <td className="px-4 py-3 whitespace-nowrap">
              {formatDate(`${item.expiresOn}T12:00:00Z`)}
              <span className="block text-xs text-slate-600">{daysText(item.daysLeft)}</span>
            </td>
            <th scope="row" className="px-4 py-3 text-left font-medium">
              <Link to={paths.staffCourse(item.courseId)} className="text-brand-700 underline">
                {item.courseTitle}
              </Link>
              {item.courseStatus === 'draft' ? (
                <span className="ml-2 text-xs text-slate-600">(draft)</span>
              ) : null}
            </th>
            <td className="px-4 py-3">{item.jurisdiction.name}</td>
            <td className="px-4 py-3">
              {item.hours} {item.creditType} · {item.category.toLowerCase()}
            </td>
            <td className="px-4 py-3">{item.accreditationNumber ?? '—'}</td>
          </tr>
        ))
      );
  } else if (approvals.isError) {
    rows = (
      <tr>
        <td colSpan={COLUMNS.length} className="px-4 py-6 text-center" role="alert">
          The approvals could not be loaded: {errorReason(approvals.error, 'please try again.')}
        </td>
      </tr>
    );
  } else {
    rows = (
      <tr>
        <td colSpan={COLUMNS.length} className="px-4 py-3">
          <Skeleton className="h-6 w-full" />
        </td>
      </tr>
    );
  }
  return (
    <section aria-labelledby="approvals-heading" className="space-y-4">
      <div>
        <h1 id="approvals-heading" className="text-3xl font-bold text-slate-900">
          Credit approvals
        </h1>
        <p className="mt-2 text-slate-700">
          Approvals that expire within {withinDays} days. After its last day an approval stops new claims in
          that jurisdiction, and the lawyers enrolled there who have not finished are told by e-mail.
        </p>
      </div>
      <DataTable caption="Approvals expiring soon" columns={COLUMNS}>
        {rows}
      </DataTable>
    </section>
  );
}
