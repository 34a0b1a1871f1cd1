import type { AtRiskMember } from '@counsel/contracts';
import { DataTable } from '../../../components/ui/data-table';
import {
  daysLeftText,
  formatCalendarDate,
  hoursText,
  shortfallItems,
} from '../lib/compliance-shortfall-text';

const COLUMNS = [
  { label: 'Lawyer' },
  { label: 'Jurisdiction' },
  { label: 'Deadline' },
  { label: 'What is missing' },
] as const;

/** One row per lawyer and admission at risk, soonest deadline first (the API's order). */
export function AtRiskTable({ members, withinDays }: { members: AtRiskMember[]; withinDays: number }) {
  return (
    <DataTable
      caption="Lawyers at risk"
      captionNote={
        <span className="block text-sm font-normal text-slate-700">
          Still short of their hours with a deadline in the next {withinDays} days or just passed, soonest
          first.
        </span>
      }
      columns={COLUMNS}
    >
      {members.flatMap((member) =>
        member.shortfalls.map((shortfall) => {
          const items = shortfallItems(shortfall);
          return (
            <tr key={`${member.memberId}-${shortfall.admissionId}-${shortfall.period.start}`}>
              <th scope="row" className="px-4 py-3 text-left align-top font-normal">
                <span className="block font-medium text-slate-900">{member.name}</span>
                <span className="block text-xs break-all text-slate-600">{member.email}</span>
              </th>
              <td className="px-4 py-3 align-top">
                <span className="block">{shortfall.jurisdictionName}</span>
                <span className="block text-xs text-slate-600">Bar number {shortfall.barNumber}</span>
                <span className="block text-xs text-slate-600">
                  Period {formatCalendarDate(shortfall.period.start)} –{' '}
                  {formatCalendarDate(shortfall.period.end)}
                </span>
              </td>
              <td className="px-4 py-3 align-top whitespace-nowrap">
                <span className="block">{formatCalendarDate(shortfall.deadline)}</span>
                <span
                  className={
                    shortfall.status === 'OVERDUE'
                      ? 'block text-xs font-semibold text-red-800'
                      : 'block text-xs text-slate-700'
                  }
                >
                  {daysLeftText(shortfall.daysToDeadline)}
                </span>
              </td>
              <td className="px-4 py-3 align-top">
                <span className="block font-medium">
                  {hoursText(shortfall.hoursStillNeeded)} still needed
                </span>
                {items.length > 0 ? (
                  <ul className="mt-1 list-disc pl-5 text-xs text-slate-700">
                    {items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </td>
            </tr>
          );
        }),
      )}
    </DataTable>
  );
}
