import type { EnterpriseAuditAction, EnterpriseFirm, EnterpriseMemberStatus } from '@counsel/contracts';
import type { InviteeOutcome } from '@counsel/domain';
import { formatDate } from '../../../lib/format-date';

/** The member statuses in the order the filter lists them (the contract's ENTERPRISE_MEMBER_STATUSES). */
export const MEMBER_STATUSES = [
  'PENDING',
  'ACTIVE',
  'REVOKED',
] as const satisfies readonly EnterpriseMemberStatus[];

export const MEMBER_STATUS_LABELS: Record<EnterpriseMemberStatus, string> = {
  PENDING: 'Pending',
  ACTIVE: 'Active',
  REVOKED: 'Revoked',
};

/** What each status means for the seat, said under the status filter. */
export const MEMBER_STATUS_HINTS: Record<EnterpriseMemberStatus, string> = {
  PENDING: 'Invited, has not joined yet (holds a seat)',
  ACTIVE: 'Joined (holds a seat)',
  REVOKED: 'Invitation withdrawn (no seat)',
};

export const AUDIT_ACTION_LABELS: Record<EnterpriseAuditAction, string> = {
  INVITED: 'Invited',
  INVITATION_RESENT: 'Re-sent the invitation',
  INVITATION_REVOKED: 'Revoked the invitation',
  INVITATION_ACCEPTED: 'Accepted the invitation',
  MEMBER_REMOVED: 'Removed from the firm',
  ADMINISTRATOR_ADDED: 'Made administrator',
  ADMINISTRATOR_REMOVED: 'Removed as administrator',
  FIRM_RENAMED: 'Renamed the firm',
};

/**
 * An audit entry's detail in words: a removal records the member's status then ("Was pending"); a rename, the old
 * and new names.
 */
export function auditDetail(action: EnterpriseAuditAction, detail: string | null): string | null {
  if (detail === null) return null;
  if (action === 'MEMBER_REMOVED') {
    const status = MEMBER_STATUSES.find((candidate) => candidate === detail);
    if (status) return `Was ${MEMBER_STATUS_LABELS[status].toLowerCase()}`;
  }
  return detail;
}

/** The bulk invite preview's outcome of one line (packages/domain previewInvitees). */
export const INVITEE_OUTCOME_LABELS: Record<InviteeOutcome, string> = {
  NEW: 'Will be invited',
  ALREADY_MEMBER: 'Already in your firm',
  DUPLICATE: 'Listed twice',
  INVALID_EMAIL: 'Not a valid e-mail',
  INVALID_NAME: 'Name missing (2–100 characters)',
  OVER_LIMIT: 'No free seat left',
};

const BILLING_STATUS_LABELS: Record<NonNullable<EnterpriseFirm['billingStatus']>, string> = {
  ACTIVE: 'Active',
  TRIALING: 'Trial',
  PAST_DUE: 'Past due: update the card in billing',
  CANCELED: 'Cancelled',
  EXPIRED: 'Expired',
};

/** "Active", "Past due: update the card in billing"...; "No subscription" without one. */
export function billingStatusLabel(status: EnterpriseFirm['billingStatus']): string {
  return status ? BILLING_STATUS_LABELS[status] : 'No subscription';
}

/** "Renews on March 5, 2027", "Ends on March 5, 2027", or null without a date. */
export function renewalLabel(
  firm: Pick<EnterpriseFirm, 'renewalDate' | 'cancelAtPeriodEnd' | 'billingStatus'>,
) {
  if (!firm.renewalDate) return null;
  const date = formatDate(firm.renewalDate);
  if (firm.billingStatus === 'CANCELED' || firm.billingStatus === 'EXPIRED') return `Ended on ${date}`;
  return firm.cancelAtPeriodEnd ? `Ends on ${date}` : `Renews on ${date}`;
}

/** "Enterprise, billed yearly". */
export function planLabel(firm: Pick<EnterpriseFirm, 'planName' | 'interval'>): string {
  const name = firm.planName ?? 'Enterprise';
  if (!firm.interval) return name;
  return `${name}, billed ${firm.interval === 'year' ? 'yearly' : 'monthly'}`;
}

/** "1 seat", "3 seats". */
export function seatCount(count: number): string {
  return count === 1 ? '1 seat' : `${count} seats`;
}
