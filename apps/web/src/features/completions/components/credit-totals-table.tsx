import { CREDIT_CATEGORY_LABELS, CREDIT_TYPE_LABELS, formatCreditHours } from '@counsel/domain';
import type { CreditTotal } from '../lib/certificate-filters';

/** The credit earned per jurisdiction, credit type and category (lib/certificate-filters.ts sums it). */
export function CreditTotalsTable({ totals, caption }: { totals: CreditTotal[]; caption: string }) {
  return (
    // Focusable so keyboard users can scroll a wide table on a phone.
    <div
      tabIndex={0}
      role="region"
      aria-label={caption}
      className="overflow-x-auto rounded-lg border border-slate-200"
    >
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="px-4 py-3 text-left text-base font-semibold text-slate-900">{caption}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              Jurisdiction
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Credit type
            </th>
            <th scope="col" className="px-4 py-2 font-semibold">
              Category
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              Hours
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white text-slate-800">
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
        </tbody>
      </table>
    </div>
  );
}
