import type { CourseCredit } from '@counsel/contracts';
import {
  CREDIT_CATEGORY_LABELS,
  CREDIT_TYPE_LABELS,
  formatCreditHours,
  matchesSearch,
} from '@counsel/domain';
import { useId, useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { APPROVAL_STATUS_LABELS } from '../lib/course-labels';

const COLUMNS: DataTableColumn[] = [
  { label: 'Jurisdiction' },
  { label: 'Credit type' },
  { label: 'Category' },
  { label: 'Hours', align: 'right' },
  { label: 'Status' },
  { label: 'Course number' },
];

/** Above this many rows the table gets a jurisdiction filter. */
export const CREDIT_TABLE_FILTER_THRESHOLD = 10;

export interface CreditTableProps {
  credits: CourseCredit[];
  caption?: string;
}

function byJurisdictionThenType(a: CourseCredit, b: CourseCredit): number {
  return (
    a.jurisdiction.name.localeCompare(b.jurisdiction.name, 'en-US') ||
    a.creditType.localeCompare(b.creditType) ||
    a.category.localeCompare(b.category)
  );
}

/** Where the course earns credit: one row per jurisdiction, credit type and category. */
export function CreditTable({ credits, caption = 'Credit by jurisdiction' }: CreditTableProps) {
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const sorted = useMemo(() => [...credits].sort(byJurisdictionThenType), [credits]);
  const showFilter = credits.length > CREDIT_TABLE_FILTER_THRESHOLD;
  const rows = showFilter
    ? sorted.filter((credit) =>
        matchesSearch(`${credit.jurisdiction.name} ${credit.jurisdiction.code}`, filter),
      )
    : sorted;

  if (credits.length === 0) {
    return <p className="text-slate-700">Credit details for this course are not published yet.</p>;
  }

  return (
    <div className="space-y-3">
      {showFilter && (
        <div className="max-w-sm">
          <label htmlFor={filterId} className="block text-sm font-medium text-slate-800">
            Filter by jurisdiction
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value);
            }}
            placeholder="e.g. New York or NY"
            className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600"
          />
        </div>
      )}
      <DataTable
        caption={caption}
        captionNote={
          showFilter &&
          filter.trim() !== '' && (
            <span className="ml-2 text-sm font-normal text-slate-600">
              ({rows.length} of {credits.length} rows)
            </span>
          )
        }
        columns={COLUMNS}
      >
        {rows.map((credit) => (
          <tr key={`${credit.jurisdiction.id}-${credit.creditType}-${credit.category}`}>
            <th scope="row" className="px-4 py-2 font-medium text-slate-900">
              {credit.jurisdiction.name}{' '}
              <span className="font-normal text-slate-600">({credit.jurisdiction.code})</span>
            </th>
            <td className="px-4 py-2">{CREDIT_TYPE_LABELS[credit.creditType]}</td>
            <td className="px-4 py-2">{CREDIT_CATEGORY_LABELS[credit.category]}</td>
            <td className="px-4 py-2 text-right tabular-nums">{formatCreditHours(credit.hours)}</td>
            <td className="px-4 py-2">
              <span
                className={
                  credit.approvalStatus === 'APPROVED'
                    ? 'font-medium text-green-800'
                    : 'font-medium text-amber-900'
                }
              >
                {APPROVAL_STATUS_LABELS[credit.approvalStatus]}
              </span>
            </td>
            <td className="px-4 py-2 font-mono text-xs">
              {credit.accreditationNumber ?? (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">Not assigned yet</span>
                </>
              )}
            </td>
          </tr>
        ))}
        {rows.length === 0 && (
          <tr>
            <td colSpan={COLUMNS.length} className="px-4 py-6 text-center text-slate-700">
              No jurisdiction matches “{filter.trim()}”.
            </td>
          </tr>
        )}
      </DataTable>
    </div>
  );
}
