import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';

export interface DataTableColumn {
  label: string;
  /** Numbers line up on the right. */
  align?: 'right';
  /** The column sorts the rows by this key (the table's `sort` says which key is in use). */
  sortKey?: string;
  /** Shown to assistive technology only (an actions column whose buttons name themselves). */
  srOnly?: boolean;
  /** Extra classes of the header cell, e.g. `hidden md:table-cell` for a column phones leave out (its cells too). */
  className?: string;
}

export type SortOrder = 'asc' | 'desc';

export interface DataTableSort {
  key: string;
  order: SortOrder;
  /** A sortable header was pressed: its key, and the order it asks for (the other one when already in use). */
  onSort: (key: string, order: SortOrder) => void;
}

function headerClass(column: DataTableColumn) {
  const base = column.align === 'right' ? 'px-4 py-2 text-right font-semibold' : 'px-4 py-2 font-semibold';
  return column.className ? `${base} ${column.className}` : base;
}

function SortableHeader({
  column,
  sortKey,
  sort,
}: {
  column: DataTableColumn;
  sortKey: string;
  sort: DataTableSort;
}) {
  const active = sort.key === sortKey;
  const next: SortOrder = active && sort.order === 'asc' ? 'desc' : 'asc';
  const Icon = !active ? ArrowUpDown : sort.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
      className={headerClass(column)}
    >
      <button
        type="button"
        onClick={() => sort.onSort(sortKey, next)}
        className="inline-flex cursor-pointer items-center gap-1 rounded uppercase tracking-wide hover:text-brand-800"
      >
        {column.label}
        <Icon aria-hidden="true" className={active ? 'size-3.5' : 'size-3.5 text-slate-500'} />
      </button>
    </th>
  );
}

/**
 * A captioned table of rows the caller renders (`<tr>` children of the body). The wrapper is a focusable, labelled
 * region so keyboard users can scroll a wide table on a phone; the first cell of each row should be a
 * `<th scope="row">`. With `sort`, columns that have a `sortKey` get a header button and `aria-sort`.
 */
export function DataTable({
  caption,
  captionNote,
  columns,
  sort,
  children,
}: {
  caption: string;
  /** Said after the caption, in smaller type (e.g. "(3 of 12 rows)"). */
  captionNote?: ReactNode;
  columns: readonly DataTableColumn[];
  sort?: DataTableSort;
  children: ReactNode;
}) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={caption}
      // `relative`: visually hidden text inside the cells is positioned within the scrolling box, never beyond it
      // (where it would widen the page on a phone).
      className="relative overflow-x-auto rounded-lg border border-slate-200"
    >
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="px-4 py-3 text-left text-base font-semibold text-slate-900">
          {caption}
          {captionNote}
        </caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700">
          <tr>
            {columns.map((column) =>
              sort && column.sortKey !== undefined ? (
                <SortableHeader key={column.label} column={column} sortKey={column.sortKey} sort={sort} />
              ) : (
                <th key={column.label} scope="col" className={headerClass(column)}>
                  {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white text-slate-800">{children}</tbody>
      </table>
    </div>
  );
}
