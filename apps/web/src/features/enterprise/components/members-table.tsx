import type { Enterprise, EnterpriseMember } from '@counsel/contracts';
import { CREDIT_TYPES, ENTERPRISE_MEMBER_SORTS } from '@counsel/contracts/constants';
import { CREDIT_TYPE_LABELS, formatCreditHours } from '@counsel/domain';
import { DataTable, type DataTableColumn, type SortOrder } from '../../../components/ui/data-table';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format-date';
import type { MemberFilters, MemberSort } from '../hooks/use-member-filters';
import { actionButtonText, memberActions, type MemberActionKind } from '../lib/member-actions';
import { MemberBadges } from './member-badges';

/** Columns a phone leaves out: the name's cell says the e-mail there instead. */
const WIDE_ONLY = 'hidden md:table-cell';

const ACCESS_COLUMNS: DataTableColumn[] = [
  { label: 'Name', sortKey: 'name' },
  { label: 'E-mail', sortKey: 'email', className: WIDE_ONLY },
  { label: 'Status', sortKey: 'status' },
  { label: 'Invited', sortKey: 'invitedAt', className: WIDE_ONLY },
  { label: 'Joined', className: WIDE_ONLY },
  { label: 'Actions', srOnly: true },
];

const PROGRESS_COLUMNS: DataTableColumn[] = [
  { label: 'Name', sortKey: 'name' },
  { label: 'Hours this year', align: 'right' },
  ...CREDIT_TYPES.map((type): DataTableColumn => ({ label: CREDIT_TYPE_LABELS[type], align: 'right' })),
  { label: 'In progress', align: 'right' },
  { label: 'Completed', align: 'right' },
  { label: 'Last certificate' },
  { label: 'Last active' },
];

function None() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">None</span>
    </>
  );
}

function dateOrNone(value: string | null) {
  return value ? formatDate(value) : <None />;
}

/** The member's name; on a phone (where the e-mail column is left out) the e-mail under it. */
function NameCell({ member, withEmail = false }: { member: EnterpriseMember; withEmail?: boolean }) {
  return (
    <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
      <span className="block min-w-28">{member.name}</span>
      {withEmail ? (
        <span className="block text-xs font-normal break-all text-slate-600 md:hidden">{member.email}</span>
      ) : null}
    </th>
  );
}

const ACTION_CLASS =
  'cursor-pointer rounded-md border px-2.5 py-1 text-xs font-semibold whitespace-nowrap shadow-sm';
const ACTION_TONES: Record<MemberActionKind, string> = {
  RESEND: 'border-brand-200 bg-white text-brand-700 hover:border-brand-500 hover:bg-brand-50',
  MAKE_ADMIN: 'border-brand-200 bg-white text-brand-700 hover:border-brand-500 hover:bg-brand-50',
  REVOKE: 'border-red-200 bg-white text-red-800 hover:border-red-500 hover:bg-red-50',
  REMOVE_ADMIN: 'border-red-200 bg-white text-red-800 hover:border-red-500 hover:bg-red-50',
  REMOVE: 'border-red-200 bg-white text-red-800 hover:border-red-500 hover:bg-red-50',
};

function MemberActions({
  member,
  onAction,
}: {
  member: EnterpriseMember;
  onAction: (kind: MemberActionKind, member: EnterpriseMember) => void;
}) {
  const kinds = memberActions(member);
  if (kinds.length === 0) {
    return <span className="text-xs text-slate-600">{member.isOwner ? 'Holds the firm’s plan' : ''}</span>;
  }
  return (
    <div className="flex flex-wrap gap-2">
      {kinds.map((kind) => {
        const { label, more } = actionButtonText(kind, member);
        return (
          <button
            key={kind}
            type="button"
            onClick={() => onAction(kind, member)}
            className={`${ACTION_CLASS} ${ACTION_TONES[kind]}`}
          >
            {label}
            <span className="sr-only">{more}</span>
          </button>
        );
      })}
    </div>
  );
}

function AccessRow({
  member,
  onAction,
}: {
  member: EnterpriseMember;
  onAction: MembersTableProps['onAction'];
}) {
  return (
    <tr>
      <NameCell member={member} withEmail />
      <td className={`px-4 py-3 break-all ${WIDE_ONLY}`}>{member.email}</td>
      <td className="px-4 py-3">
        <MemberBadges member={member} />
        {member.status === 'PENDING' && member.invitationExpiresAt ? (
          <p className="mt-1 text-xs text-slate-600">Link expires {formatDate(member.invitationExpiresAt)}</p>
        ) : null}
      </td>
      <td className={`px-4 py-3 whitespace-nowrap ${WIDE_ONLY}`}>{formatDate(member.invitedAt)}</td>
      <td className={`px-4 py-3 whitespace-nowrap ${WIDE_ONLY}`}>{dateOrNone(member.acceptedAt)}</td>
      <td className="px-4 py-3">
        <MemberActions member={member} onAction={onAction} />
      </td>
    </tr>
  );
}

function ProgressRow({ member }: { member: EnterpriseMember }) {
  const hours = 'px-4 py-3 text-right tabular-nums';
  return (
    <tr>
      <NameCell member={member} />
      <td className={`${hours} font-semibold`}>{formatCreditHours(member.creditHoursThisYear)}</td>
      {CREDIT_TYPES.map((type) => (
        <td key={type} className={hours}>
          {formatCreditHours(member.creditHoursByType[type])}
        </td>
      ))}
      <td className={hours}>{member.coursesInProgress}</td>
      <td className={hours}>{member.coursesCompleted}</td>
      <td className="min-w-48 px-4 py-3">
        {member.lastCertificate ? (
          <>
            <span className="block">{member.lastCertificate.courseTitle}</span>
            <span className="block text-xs text-slate-600">
              {formatDate(member.lastCertificate.issuedAt)} · {member.lastCertificate.number}
            </span>
          </>
        ) : (
          <None />
        )}
      </td>
      <td className="px-4 py-3 whitespace-nowrap">{dateOrNone(member.lastActiveAt)}</td>
    </tr>
  );
}

export interface MembersTableProps {
  data: Enterprise | undefined;
  filters: MemberFilters;
  onSort: (sort: MemberSort, order: SortOrder) => void;
  onAction: (kind: MemberActionKind, member: EnterpriseMember) => void;
}

function membersCaptionNote(data: Enterprise | undefined, filters: MemberFilters): string {
  if (!data) return '';
  const { totalItems, totalPages, currentPage } = data.pagination;
  const what = totalItems === 1 ? '1 member' : `${totalItems} members`;
  const filtered = filters.search !== '' || filters.status !== null ? ' match' : '';
  const page = totalPages > 1 ? `, page ${currentPage} of ${totalPages}` : '';
  return ` (${what}${filtered}${page})`;
}

/**
 * One page of the firm's members. "Access": e-mail, status badges, when invited and joined, and the actions that
 * apply. "Progress": credit hours this year by credit type, courses in progress and completed, last certificate.
 */
export function MembersTable({ data, filters, onSort, onAction }: MembersTableProps) {
  const columns = filters.view === 'progress' ? PROGRESS_COLUMNS : ACCESS_COLUMNS;
  const members = data?.members;
  return (
    <DataTable
      caption={filters.view === 'progress' ? 'Members’ progress this year' : 'Members'}
      captionNote={
        <span className="text-sm font-normal text-slate-700">{membersCaptionNote(data, filters)}</span>
      }
      columns={columns}
      sort={{
        key: filters.sort,
        order: filters.order,
        onSort: (key, order) => {
          const sort = ENTERPRISE_MEMBER_SORTS.find((candidate) => candidate === key);
          if (sort) onSort(sort, order);
        },
      }}
    >
      {!members ? (
        [0, 1, 2].map((row) => (
          <tr key={row}>
            <td colSpan={columns.length} className="px-4 py-3">
              <Skeleton className="h-6 w-full" />
            </td>
          </tr>
        ))
      ) : members.length === 0 ? (
        <tr>
          <td colSpan={columns.length} className="px-4 py-8 text-center text-slate-700">
            {filters.search !== '' || filters.status !== null
              ? 'No member matches this search and filter.'
              : 'Your firm has no members yet: invite your lawyers above.'}
          </td>
        </tr>
      ) : (
        members.map((member) =>
          filters.view === 'progress' ? (
            <ProgressRow key={member.id} member={member} />
          ) : (
            <AccessRow key={member.id} member={member} onAction={onAction} />
          ),
        )
      )}
    </DataTable>
  );
}
