import type { ReactNode } from 'react';

export interface DataTableColumn {
  label: string;
  /** Numbers line up on the right. */
  align?: 'right';
}

/**
 * A captioned table of rows the caller renders (`<tr>` children of the body). The wrapper is a focusable, labelled
 * region so keyboard users can scroll a wide table on a phone; the first cell of each row should be a
 * `<th scope="row">`.
 */
export function DataTable({
  caption,
  captionNote,
  columns,
  children,
}: {
  caption: string;
  /** Said after the caption, in smaller type (e.g. "(3 of 12 rows)"). */
  captionNote?: ReactNode;
  columns: readonly DataTableColumn[];
  children: ReactNode;
}) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={caption}
      className="overflow-x-auto rounded-lg border border-slate-200"
    >
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="px-4 py-3 text-left text-base font-semibold text-slate-900">
          {caption}
          {captionNote}
        </caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={
                  column.align === 'right' ? 'px-4 py-2 text-right font-semibold' : 'px-4 py-2 font-semibold'
                }
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white text-slate-800">{children}</tbody>
      </table>
    </div>
  );
}
