import { isApiError } from '../../../lib/api-client';
import { errorReason } from '../../../lib/error-reason';
import { formatSessionDateTime } from '../../../lib/format-date';

function detail(details: unknown, key: string): string | null {
  if (typeof details !== 'object' || details === null || !(key in details)) return null;
  const value: unknown = (details as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : null;
}

/** Why registering, cancelling or joining was refused, in words for a toast or an alert (by the error's code). */
export function liveErrorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  switch (error.code) {
    case 'LIVE_SESSION_FULL':
      return 'This session is full: every seat is taken. Choose another session.';
    case 'LIVE_SESSION_ENDED':
      return 'This session has ended: it can no longer be registered for.';
    case 'LIVE_SESSION_NOT_FOUND':
      return 'This session is no longer offered. Choose another session.';
    case 'LIVE_SESSION_STARTED':
      return 'The session has started: a registration can be cancelled only before the start.';
    case 'LIVE_NOT_REGISTERED':
      return 'You are not registered for this session. Register first, then join.';
    case 'LIVE_JOIN_TOO_EARLY': {
      const startsAt = detail(error.details, 'startsAt');
      const opensAt = detail(error.details, 'joinOpensAt');
      if (opensAt) return `It is too early to join: joining opens ${formatSessionDateTime(opensAt)}.`;
      if (startsAt) return `It is too early to join: the session starts ${formatSessionDateTime(startsAt)}.`;
      return 'It is too early to join: joining opens 5 minutes before the start.';
    }
    case 'LIVE_JOIN_CLOSED':
      return 'This session is over: joining closed 3 hours after the start.';
    case 'ENROLLMENT_INACTIVE':
      return 'Your access to this course has ended. Renew your membership to register.';
    case 'MEMBERSHIP_REQUIRED':
      return 'Registering needs a membership or a purchase of this course.';
    default:
      return errorReason(error, fallback);
  }
}
