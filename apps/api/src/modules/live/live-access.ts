import { joinRefusal, joinWindow } from '@counsel/domain';
import { AppError } from '../../errors/app-error.js';

/** 403 LIVE_JOIN_TOO_EARLY (with the start and when joining opens) or LIVE_JOIN_CLOSED outside the join window. */
export function assertJoinWindow(session: { startsAt: Date }, now: Date): void {
  const refusal = joinRefusal(session, now);
  if (refusal === 'TOO_EARLY') {
    throw new AppError('LIVE_JOIN_TOO_EARLY', 'The session opens 5 minutes before it starts.', {
      startsAt: session.startsAt.toISOString(),
      joinOpensAt: joinWindow(session).opensAt.toISOString(),
    });
  }
  if (refusal === 'CLOSED') {
    throw new AppError('LIVE_JOIN_CLOSED', 'This session is over: joining closed 3 hours after it started.', {
      startsAt: session.startsAt.toISOString(),
    });
  }
}

export function notRegistered(): AppError {
  return new AppError('LIVE_NOT_REGISTERED', 'Register for this session to join it.');
}
