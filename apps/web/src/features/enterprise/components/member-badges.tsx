import type { EnterpriseMember, EnterpriseMemberStatus } from '@counsel/contracts';
import { MEMBER_STATUS_LABELS } from '../lib/member-labels';

const STATUS_TONES: Record<EnterpriseMemberStatus, string> = {
  PENDING: 'bg-amber-50 text-amber-900 ring-amber-600/40',
  ACTIVE: 'bg-green-50 text-green-800 ring-green-600/30',
  REVOKED: 'bg-slate-100 text-slate-800 ring-slate-500/30',
};

const BADGE =
  'inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

export function MemberStatusBadge({ status }: { status: EnterpriseMemberStatus }) {
  return <span className={`${BADGE} ${STATUS_TONES[status]}`}>{MEMBER_STATUS_LABELS[status]}</span>;
}

/** The member's status, then Administrator and Owner (bought the plan) when they apply. */
export function MemberBadges({
  member,
}: {
  member: Pick<EnterpriseMember, 'status' | 'isAdministrator' | 'isOwner'>;
}) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <MemberStatusBadge status={member.status} />
      {member.isAdministrator ? (
        <span className={`${BADGE} bg-brand-50 text-brand-800 ring-brand-600/30`}>Administrator</span>
      ) : null}
      {member.isOwner ? (
        <span
          className={`${BADGE} bg-accent-400/30 text-brand-900 ring-accent-500/60`}
          title="Bought the firm’s plan"
        >
          Owner
        </span>
      ) : null}
    </span>
  );
}
