import type { EarnedCredit } from '@counsel/contracts';
import { CREDIT_CATEGORY_LABELS, CREDIT_TYPE_LABELS, formatCreditHours } from '@counsel/domain';

/** The credit a certificate awards: a row per jurisdiction, credit type and category, with the course number. */
export function EarnedCreditTable({
  credits,
  caption,
}: {
  credits: readonly EarnedCredit[];
  caption: string;
}) {
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
            <th scope="col" className="px-4 py-2 font-semibold">
              Course number
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white text-slate-800">
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
        </tbody>
      </table>
    </div>
  );
}
