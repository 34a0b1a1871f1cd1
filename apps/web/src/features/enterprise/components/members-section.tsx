import type { Enterprise, EnterpriseMember } from '@counsel/contracts';
import { useState } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import type { MemberFilters } from '../hooks/use-member-filters';
import type { MemberActionKind } from '../lib/member-actions';
import { DownloadCompletionsButton } from './download-completions-button';
import { MemberActionDialog, type PendingMemberAction } from './member-action-dialog';
import { MembersTable } from './members-table';
import { MembersToolbar } from './members-toolbar';

export interface MembersSectionProps {
  data: Enterprise;
  /** A newer page is on its way (the table keeps the previous one meanwhile). */
  updating: boolean;
  filters: MemberFilters;
  onChange: (change: Partial<MemberFilters>) => void;
  hrefForPage: (page: number) => string;
  currentUserEmail: string | null;
  onMemberChanged?: (action: PendingMemberAction) => void;
}

/** The firm's members: search, status filter, sort, pages, the actions on each member, and their progress. */
export function MembersSection({
  data,
  updating,
  filters,
  onChange,
  hrefForPage,
  currentUserEmail,
  onMemberChanged,
}: MembersSectionProps) {
  const [pending, setPending] = useState<PendingMemberAction | null>(null);
  const ask = (kind: MemberActionKind, member: EnterpriseMember) => setPending({ kind, member });

  return (
    <section aria-labelledby="members-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="members-heading" className="text-xl font-semibold text-slate-900">
            Lawyers
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Who holds your seats, and how their continuing education is going this year.
          </p>
        </div>
        <DownloadCompletionsButton />
      </div>
      <MembersToolbar filters={filters} statusCounts={data.statusCounts} onChange={onChange} />
      <div aria-busy={updating} className={updating ? 'opacity-70 transition-opacity' : undefined}>
        <MembersTable
          data={data}
          filters={filters}
          onSort={(sort, order) => onChange({ sort, order })}
          onAction={ask}
        />
      </div>
      <Pagination
        label="Member pages"
        currentPage={data.pagination.currentPage}
        totalPages={data.pagination.totalPages}
        hrefForPage={hrefForPage}
      />
      <MemberActionDialog
        pending={pending}
        firm={data.firm}
        currentUserEmail={currentUserEmail}
        onClose={() => setPending(null)}
        onDone={onMemberChanged}
      />
    </section>
  );
}
