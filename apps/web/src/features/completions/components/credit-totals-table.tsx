import { CREDIT_CATEGORY_LABELS, CREDIT_TYPE_LABELS, formatCreditHours } from '@counsel/domain';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import type { CreditTotal } from '../lib/certificate-filters';

const COLUMNS: DataTableColumn[] = [
  { label: 'Jurisdiction' },
  { label: 'Credit type' },
  { label: 'Category' },
  { label: 'Hours', align: 'right' },
];

/** The credit earned per jurisdiction, credit type and category (lib/certificate-filters.ts sums it). */
export function CreditTotalsTable({ totals, caption }: { totals: CreditTotal[]; caption: string }) {
  return (
    <DataTable caption={caption} columns={COLUMNS}>
      {totals.map((total) => (
        <tr key={`${total.jurisdictionCode}-${total.creditType}-${total.category}`}>
          <th scope="row" className="px-4 py-2 font-medium text-slate-900">
            {total.jurisdictionName}
          </th>
          <td className="px-4 py-2">{CREDIT_TYPE_LABELS[total.creditType]}</td>
          <td className="px-4 py-2">{CREDIT_CATEGORY_LABELS[total.category]}</td>
          <td className="px-4 py-2 text-right tabular-nums">{formatCreditHours(total.hours)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
