import type { ComplianceCredit } from '@counsel/contracts';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { paths } from '../../../config/paths';
import {
  COMPLIANCE_CATEGORY_LABELS,
  COMPLIANCE_FORMAT_LABELS,
  CREDIT_SOURCE_LABELS,
} from '../lib/compliance-labels';
import { formatCalendarDate, formatHours } from '../lib/compliance-text';

const COLUMNS: DataTableColumn[] = [
  { label: 'Date' },
  { label: 'Course' },
  { label: 'Category' },
  { label: 'Format' },
  { label: 'Hours', align: 'right' },
  { label: 'Counted hours', align: 'right' },
  { label: 'Certificate' },
];

function CreditTitle({ credit }: { credit: ComplianceCredit }) {
  const mark = CREDIT_SOURCE_LABELS[credit.source];
  return (
    <>
      {credit.courseId ? (
        <Link
          to={paths.course(credit.courseId)}
          className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {credit.title}
        </Link>
      ) : (
        credit.title
      )}
      {mark ? (
        <span className="ml-2 inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-300 ring-inset">
          {mark}
        </span>
      ) : null}
    </>
  );
}

export interface CountedCreditsTableProps {
  credits: readonly ComplianceCredit[];
  /** "New York, August 2, 2024 – August 1, 2026": names the table. */
  caption: string;
}

/** "Credits counted": each credit of the period with the hours it counts for after the rule's caps. */
export function CountedCreditsTable({ credits, caption }: CountedCreditsTableProps) {
  return (
    <section>
      <h3 className="mb-3 text-lg font-semibold text-slate-900">Credits counted</h3>
      {credits.length === 0 ? (
        <p className="text-slate-700">No credits count toward this period yet.</p>
      ) : (
        <DataTable caption={caption} columns={COLUMNS}>
          {credits.map((credit) => (
            <tr key={credit.id}>
              <td className="px-4 py-2 whitespace-nowrap">{formatCalendarDate(credit.date)}</td>
              <th scope="row" className="px-4 py-2 font-medium text-slate-900">
                <CreditTitle credit={credit} />
              </th>
              <td className="px-4 py-2">{COMPLIANCE_CATEGORY_LABELS[credit.category]}</td>
              <td className="px-4 py-2">{COMPLIANCE_FORMAT_LABELS[credit.format]}</td>
              <td className="px-4 py-2 text-right tabular-nums">{formatHours(credit.hours)}</td>
              <td className="px-4 py-2 text-right tabular-nums">{formatHours(credit.countedHours)}</td>
              <td className="px-4 py-2 font-mono text-xs">
                {credit.certificateNumber ?? <span className="font-sans text-slate-700">None</span>}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
