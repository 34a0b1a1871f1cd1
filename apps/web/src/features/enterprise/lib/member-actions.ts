import type { EnterpriseFirm, EnterpriseMember } from '@counsel/contracts';
import { INVITATION_VALID_DAYS } from '@counsel/contracts/constants';
import { seatCount } from './member-labels';

/** What an administrator can do to a member from the table. */
export type MemberActionKind = 'RESEND' | 'REVOKE' | 'REMOVE' | 'MAKE_ADMIN' | 'REMOVE_ADMIN';

type Member = Pick<EnterpriseMember, 'name' | 'email' | 'status' | 'isAdministrator' | 'isOwner'>;

/**
 * The actions that apply to a member (docs/product-rules.md#firm-members): PENDING → resend, revoke, remove;
 * REVOKED → invite again, remove; ACTIVE → make or stop being an administrator, remove. The buyer of the plan
 * (isOwner) can neither be removed nor lose administration.
 */
export function memberActions(
  member: Pick<Member, 'status' | 'isAdministrator' | 'isOwner'>,
): MemberActionKind[] {
  switch (member.status) {
    case 'PENDING':
      return ['RESEND', 'REVOKE', 'REMOVE'];
    case 'REVOKED':
      return ['RESEND', 'REMOVE'];
    case 'ACTIVE': {
      if (member.isOwner) return [];
      return [member.isAdministrator ? 'REMOVE_ADMIN' : 'MAKE_ADMIN', 'REMOVE'];
    }
  }
}

/** The button's visible text, and the rest of its accessible name (which names the member). */
export function actionButtonText(kind: MemberActionKind, member: Member): { label: string; more: string } {
  switch (kind) {
    case 'RESEND':
      return member.status === 'REVOKED'
        ? { label: 'Re-invite', more: ` ${member.name}` }
        : { label: 'Resend', more: ` invitation to ${member.name}` };
    case 'REVOKE':
      return { label: 'Revoke', more: ` invitation of ${member.name}` };
    case 'REMOVE':
      return { label: 'Remove', more: ` ${member.name} from the firm` };
    case 'MAKE_ADMIN':
      return { label: 'Make administrator', more: ` for ${member.name}` };
    case 'REMOVE_ADMIN':
      return { label: 'Remove administrator', more: ` for ${member.name}` };
  }
}

export interface ActionConfirmation {
  title: string;
  /** What happens to the seat and to the lawyer's access, one sentence each. */
  paragraphs: string[];
  confirmText: string;
  danger: boolean;
  /** Why it cannot be confirmed now (no free seat to invite again), or null. */
  blocked: string | null;
}

const LINK_LIFE = `${INVITATION_VALID_DAYS} days`;

/** The confirmation dialog's words for an action on a member. */
export function actionConfirmation(
  kind: MemberActionKind,
  member: Member,
  firm: Pick<EnterpriseFirm, 'seatsFree' | 'seatsPurchased' | 'overBy'>,
  currentUserEmail: string | null,
): ActionConfirmation {
  const { name, email } = member;
  const isSelf = currentUserEmail !== null && currentUserEmail.toLowerCase() === email.toLowerCase();
  switch (kind) {
    case 'RESEND':
      if (member.status === 'REVOKED') {
        const noSeat = firm.seatsFree === 0 || firm.overBy > 0;
        return {
          title: `Invite ${name} again?`,
          paragraphs: [
            `${email} gets a new invitation e-mail with a link that works for ${LINK_LIFE}.`,
            `This takes one of your seats again (${seatCount(firm.seatsFree)} of ${firm.seatsPurchased} free now). ${name} gets access to the courses once they accept.`,
          ],
          confirmText: 'Re-invite',
          danger: false,
          blocked: noSeat
            ? `No seat is free: remove a member, revoke an invitation or buy more seats before inviting ${name} again.`
            : null,
        };
      }
      return {
        title: `Resend the invitation to ${name}?`,
        paragraphs: [
          `${email} gets a new e-mail with a new link that works for ${LINK_LIFE}; the link sent before stops working.`,
          `The seat stays reserved for ${name}: your seat count does not change.`,
        ],
        confirmText: 'Resend invitation',
        danger: false,
        blocked: null,
      };
    case 'REVOKE':
      return {
        title: `Revoke ${name}’s invitation?`,
        paragraphs: [
          `The link in the invitation e-mail stops working at once, so ${name} cannot join with it.`,
          `The seat becomes free for someone else. ${name} stays in the list as revoked, and you can invite them again later.`,
        ],
        confirmText: 'Revoke invitation',
        danger: true,
        blocked: null,
      };
    case 'REMOVE': {
      const paragraphs =
        member.status === 'ACTIVE'
          ? [
              `${name} loses the access that came with the firm’s seat at once: the courses it covered close, and we tell ${name} by e-mail.`,
              `${name}’s account, progress, completed courses and certificates stay theirs.`,
              member.isAdministrator
                ? `${name} also stops being an administrator. The seat becomes free.`
                : 'The seat becomes free.',
            ]
          : member.status === 'PENDING'
            ? [
                `${name} has not joined: the invitation link stops working and ${name} leaves the list.`,
                'The seat becomes free.',
              ]
            : [
                `${name} leaves the list. The invitation was already revoked, so your free seats do not change.`,
              ];
      if (isSelf) paragraphs.push('That is you: you will leave the firm and Manage Firm.');
      return {
        title: `Remove ${name} from the firm?`,
        paragraphs,
        confirmText: 'Remove',
        danger: true,
        blocked: null,
      };
    }
    case 'MAKE_ADMIN':
      return {
        title: `Make ${name} an administrator?`,
        paragraphs: [
          `${name} will manage the firm as you do: invite, re-invite, revoke and remove lawyers, rename the firm, and see everyone’s progress and this page’s activity.`,
          `Nothing changes for the seat or for ${name}’s access to courses.`,
        ],
        confirmText: 'Make administrator',
        danger: false,
        blocked: null,
      };
    case 'REMOVE_ADMIN':
      return {
        title: `Remove ${name} as an administrator?`,
        paragraphs: [
          `${name} will no longer manage the firm.`,
          `${name} keeps the seat and access to every course it covers.`,
          ...(isSelf ? ['That is you: you will no longer see Manage Firm.'] : []),
        ],
        confirmText: 'Remove administrator',
        danger: true,
        blocked: null,
      };
  }
}

/** The success toast after an action. */
export function actionDoneMessage(kind: MemberActionKind, member: Member): string {
  switch (kind) {
    case 'RESEND':
      return member.status === 'REVOKED'
        ? `${member.name} is invited again: a new link is on its way.`
        : `A new invitation is on its way to ${member.email}.`;
    case 'REVOKE':
      return `${member.name}’s invitation is revoked. The seat is free.`;
    case 'REMOVE':
      return `${member.name} was removed from the firm.`;
    case 'MAKE_ADMIN':
      return `${member.name} is now an administrator.`;
    case 'REMOVE_ADMIN':
      return `${member.name} is no longer an administrator.`;
  }
}
