import { isRecord } from '@counsel/domain';
import { isApiError } from '../../../lib/api-client';
import { errorReason } from '../../../lib/error-reason';

const TRY_AGAIN = 'Something went wrong. Please try again.';

function numberIn(details: unknown, key: string): number | null {
  if (!isRecord(details)) return null;
  const value = details[key];
  return typeof value === 'number' ? value : null;
}

function emailsIn(details: unknown): string[] {
  if (!isRecord(details) || !Array.isArray(details.emails)) return [];
  return details.emails.filter((email): email is string => typeof email === 'string');
}

function seats(count: number): string {
  return count === 1 ? '1 seat' : `${count} seats`;
}

/** 409 SEATS_EXHAUSTED with its numbers: "All 3 seats are taken (3 in use, 0 free)..." */
export function seatsExhaustedMessage(details: unknown, asked?: number): string {
  const purchased = numberIn(details, 'seatsPurchased');
  const inUse = numberIn(details, 'seatsInUse');
  const free = numberIn(details, 'seatsFree');
  if (purchased === null || inUse === null || free === null) {
    return 'There are not enough free seats. Remove a member or buy more seats, then try again.';
  }
  const wanted = asked !== undefined && asked > 1 ? ` for ${asked} lawyers` : '';
  const situation =
    free === 0
      ? `All ${seats(purchased)} are taken (${inUse} in use).`
      : `Only ${seats(free)} of ${purchased} ${free === 1 ? 'is' : 'are'} free${wanted}.`;
  return `${situation} Nobody was invited. Remove a member, revoke an invitation or buy more seats, then try again.`;
}

/** Why an invitation (one lawyer or several) was refused, in words. */
export function inviteErrorMessage(error: unknown, asked = 1): string {
  if (isApiError(error)) {
    if (error.code === 'SEATS_EXHAUSTED') return seatsExhaustedMessage(error.details, asked);
    if (error.code === 'ENTERPRISE_MEMBER_EXISTS') {
      const emails = emailsIn(error.details);
      const who = emails.length > 0 ? emails.join(', ') : 'This address';
      const verb = emails.length > 1 ? 'are' : 'is';
      return `${who} ${verb} already in your firm (invited, active or revoked). Nobody was invited: re-send or remove the existing invitation from the members list instead.`;
    }
    if (error.code === 'ENTERPRISE_NOT_FOUND') return FIRM_NOT_FOUND;
  }
  return errorReason(error, TRY_AGAIN);
}

export const FIRM_NOT_FOUND =
  'You no longer administer a firm with an active subscription, so members cannot be managed here.';

/** Why a member action (resend, revoke, remove, administration) was refused. */
export function memberActionErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    switch (error.code) {
      case 'SEATS_EXHAUSTED':
        return seatsExhaustedMessage(error.details);
      case 'MEMBER_STATUS_CONFLICT':
        return `${errorReason(error, TRY_AGAIN)} The list has been refreshed.`;
      case 'ENTERPRISE_MEMBER_NOT_FOUND':
        return 'This member is no longer in your firm. The list has been refreshed.';
      case 'FIRM_OWNER_PROTECTED':
        return 'The person who bought the firm’s plan holds its subscription: they stay a member and an administrator.';
      case 'LAST_ADMINISTRATOR':
        return 'Your firm needs at least one administrator. Make someone else an administrator first.';
      case 'ENTERPRISE_NOT_FOUND':
        return FIRM_NOT_FOUND;
    }
  }
  return errorReason(error, TRY_AGAIN);
}

/** Why the firm could not be renamed. */
export function renameErrorMessage(error: unknown): string {
  return isApiError(error) && error.code === 'ENTERPRISE_NOT_FOUND'
    ? FIRM_NOT_FOUND
    : errorReason(error, TRY_AGAIN);
}
