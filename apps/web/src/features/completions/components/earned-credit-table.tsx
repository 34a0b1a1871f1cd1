import type { EarnedCredit } from '@counsel/contracts';
import { CREDIT_CATEGORY_LABELS, CREDIT_TYPE_LABELS, formatCreditHours } from '@counsel/domain';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';

const COLUMNS: DataTableColumn[] = [
  { label: 'Jurisdiction' },
  { label: 'Credit type' },
  { label: 'Category' },
  { label: 'Hours', align: 'right' },
  { label: 'Course number' },
];

/** The credit a certificate awards: a row per jurisdiction, credit type and category, with the course number. */
export function EarnedCreditTable({
  credits,
  caption,
}: {
  credits: readonly EarnedCredit[];
  caption: string;
}) {
  return (
    <DataTable caption={caption} columns={COLUMNS}>
      {credits.map((credit) => (
        <tr key={`${credit.jurisdictionCode}-${credit.creditType}-${credit.category}`}>
          <th scope="row" className="px-4 py-2 font-medium text-slate-900">
            {credit.jurisdictionName}{' '}
            <span className="font-normal text-slate-600">({credit.jurisdictionCode})</span>
          </th>
          <td className="px-4 py-2">{CREDIT_TYPE_LABELS[credit.creditType]}</td>
          <td className="px-4 py-2">{CREDIT_CATEGORY_LABELS[credit.category]}</td>
          <td className="px-4 py-2 text-right tabular-nums">{formatCreditHours(credit.hours)}</td>
          <td className="px-4 py-2 font-mono text-xs">
            {credit.accreditationNumber ?? (
              <>
                <span aria-hidden="true">—</span>
                <span className="sr-only">None</span>
              </>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
