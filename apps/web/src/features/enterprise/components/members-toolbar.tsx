import type { Enterprise, EnterpriseMemberStatus } from '@counsel/contracts';
import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import type { MemberFilters, MemberView } from '../hooks/use-member-filters';
import { MEMBER_STATUSES, MEMBER_STATUS_LABELS } from '../lib/member-labels';
import { SegmentedChoice } from './segmented-choice';

/** How long the search box waits after the last key before asking the API. */
export const SEARCH_DEBOUNCE_MS = 300;

type StatusChoice = EnterpriseMemberStatus | 'ALL';

const VIEWS = [
  { value: 'access', label: 'Access' },
  { value: 'progress', label: 'Progress' },
] as const;

export interface MembersToolbarProps {
  filters: MemberFilters;
  statusCounts: Enterprise['statusCounts'] | undefined;
  onChange: (change: Partial<MemberFilters>) => void;
}

/** Search by name or e-mail (debounced), the status filter with each status's count, and the table's view. */
export function MembersToolbar({ filters, statusCounts, onChange }: MembersToolbarProps) {
  const searchId = useId();
  const [text, setText] = useState(filters.search);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = useEffectEvent((value: string) => {
    if (value !== filters.search) onChange({ search: value });
  });
  useEffect(() => search(debounced), [debounced]);

  const total = statusCounts ? statusCounts.PENDING + statusCounts.ACTIVE + statusCounts.REVOKED : null;
  const count = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : ` (${value})`;
  const statusOptions: { value: StatusChoice; label: string }[] = [
    { value: 'ALL', label: `All${count(total)}` },
    ...MEMBER_STATUSES.map((status) => ({
      value: status,
      label: `${MEMBER_STATUS_LABELS[status]}${count(statusCounts?.[status])}`,
    })),
  ];
  const filtered = filters.search !== '' || filters.status !== null;

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end lg:justify-between">
      <div className="w-full max-w-sm">
        <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-800">
          Search members
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-600"
          />
          <input
            id={searchId}
            type="search"
            value={text}
            placeholder="Name or e-mail"
            onChange={(event) => setText(event.target.value)}
            maxLength={200}
            className="block w-full rounded-md border border-slate-500 bg-white py-2 pr-3 pl-9 text-slate-900 shadow-sm"
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SegmentedChoice
          name="member-status"
          legend="Status"
          options={statusOptions}
          value={filters.status ?? 'ALL'}
          onChange={(value) => onChange({ status: value === 'ALL' ? null : value })}
        />
        <SegmentedChoice
          name="member-view"
          legend="Show"
          options={VIEWS}
          value={filters.view}
          onChange={(value: MemberView) => onChange({ view: value })}
        />
        {filtered ? (
          <button
            type="button"
            onClick={() => {
              setText('');
              onChange({ search: '', status: null });
            }}
            className="cursor-pointer text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            Clear search and filter
          </button>
        ) : null}
      </div>
    </div>
  );
}
