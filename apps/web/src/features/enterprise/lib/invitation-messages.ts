import { INVITATION_VALID_DAYS } from '@counsel/contracts/constants';
import { isApiError } from '../../../lib/api-client';
import { errorReason } from '../../../lib/error-reason';

/** The refusals of an invitation link the accept page explains, each in its own words. */
export type InvitationProblemCode =
  'MISSING_TOKEN' | 'INVITATION_NOT_FOUND' | 'INVITATION_EXPIRED' | 'INVITATION_REVOKED' | 'INVITATION_USED';

export interface InvitationProblem {
  code: InvitationProblemCode;
  title: string;
  text: string;
}

const PROBLEMS: Record<InvitationProblemCode, Omit<InvitationProblem, 'code'>> = {
  MISSING_TOKEN: {
    title: 'This invitation link is incomplete',
    text: 'Open the link again from the invitation e-mail, or copy the whole address into your browser.',
  },
  INVITATION_NOT_FOUND: {
    title: 'We cannot find this invitation',
    text:
      'The link may be incomplete or mistyped: open it again from the invitation e-mail. If it still does not work, ' +
      'ask your firm’s administrator to send you a new invitation.',
  },
  INVITATION_EXPIRED: {
    title: 'This invitation has expired',
    text:
      `Invitation links work for ${INVITATION_VALID_DAYS} days. Ask your firm’s administrator to re-send it: ` +
      'the new e-mail has a fresh link.',
  },
  INVITATION_REVOKED: {
    title: 'This invitation was withdrawn',
    text:
      'Your firm’s administrator revoked it, so the link no longer works. If you think this is a mistake, ask them ' +
      'to invite you again.',
  },
  INVITATION_USED: {
    title: 'This invitation has already been accepted',
    text:
      'Each invitation link works once. If you accepted it, log in: your seat is waiting for you. Otherwise ask your ' +
      'firm’s administrator for a new invitation.',
  },
};

export function invitationProblem(code: InvitationProblemCode): InvitationProblem {
  return { code, ...PROBLEMS[code] };
}

/** The invitation problem an API refusal stands for, or null for any other failure. */
export function invitationProblemOf(error: unknown): InvitationProblem | null {
  if (!isApiError(error)) return null;
  switch (error.code) {
    case 'INVITATION_NOT_FOUND':
    case 'INVITATION_EXPIRED':
    case 'INVITATION_REVOKED':
    case 'INVITATION_USED':
      return invitationProblem(error.code);
    default:
      return null;
  }
}

/** The e-mail an INVITATION_EMAIL_MISMATCH refusal names (details.invitedEmail), or null. */
export function invitedEmailOf(error: unknown): string | null {
  if (!isApiError(error) || error.code !== 'INVITATION_EMAIL_MISMATCH') return null;
  const details: unknown = error.details;
  if (typeof details !== 'object' || details === null || !('invitedEmail' in details)) return null;
  return typeof details.invitedEmail === 'string' ? details.invitedEmail : null;
}

/** Why accepting failed, for refusals that are neither an invitation problem nor the wrong account. */
export function acceptErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'ALREADY_IN_FIRM') {
      return 'Your account already has a seat in another firm. Ask that firm’s administrator to remove you first, then open this link again.';
    }
    if (error.code === 'EMAIL_NOT_VERIFIED') {
      return 'Verify your e-mail address first: open the link we sent you, then come back to this invitation.';
    }
  }
  return errorReason(error, 'We could not accept the invitation. Please try again.');
}
