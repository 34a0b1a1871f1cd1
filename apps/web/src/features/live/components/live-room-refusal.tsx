import { CalendarClock, CircleAlert, DoorClosed, LogIn, UserX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { errorReason } from '../../../lib/error-reason';
import { formatSessionDateTime } from '../../../lib/format-date';
import { JOIN_OPENS_BEFORE_TEXT } from '../lib/session-status';
import { LiveRoomMessage } from './live-room-message';

function detail(details: unknown, key: string): string | null {
  if (typeof details !== 'object' || details === null || !(key in details)) return null;
  const value: unknown = (details as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : null;
}

export interface LiveRoomRefusalProps {
  error: unknown;
  /** The course page, where the lawyer registers, or claims credit. */
  courseHref: string;
  /** Try again (for a failure that is not a refusal). */
  onRetry?: () => void;
  retrying?: boolean;
}

/**
 * Why the room did not open, as a full page with the way back to the course: too early (the start and when
 * joining opens), over, not registered, no such session, signed out, or a failure with Try again.
 */
export function LiveRoomRefusal({ error, courseHref, onRetry, retrying = false }: LiveRoomRefusalProps) {
  const back = <Button text="Back to the course" href={courseHref} variant="secondary" />;
  const code = isApiError(error) ? error.code : null;

  if (code === 'LIVE_JOIN_TOO_EARLY' && isApiError(error)) {
    const startsAt = detail(error.details, 'startsAt');
    const opensAt = detail(error.details, 'joinOpensAt');
    return (
      <LiveRoomMessage
        icon={<CalendarClock className="size-12" />}
        heading="It is too early to join"
        actions={back}
      >
        {startsAt ? (
          <p>
            The session starts <strong>{formatSessionDateTime(startsAt)}</strong>.
          </p>
        ) : null}
        <p>
          {opensAt ? (
            <>
              Joining opens <strong>{formatSessionDateTime(opensAt)}</strong>, {JOIN_OPENS_BEFORE_TEXT} before
              the start.
            </>
          ) : (
            `Joining opens ${JOIN_OPENS_BEFORE_TEXT} before the start.`
          )}{' '}
          Come back then, from the course page.
        </p>
      </LiveRoomMessage>
    );
  }
  if (code === 'LIVE_JOIN_CLOSED') {
    return (
      <LiveRoomMessage
        icon={<DoorClosed className="size-12" />}
        heading="This session is over"
        actions={back}
      >
        <p>
          Joining closed 3 hours after the start. If you attended, claim your credit from the course page.
        </p>
      </LiveRoomMessage>
    );
  }
  if (code === 'LIVE_NOT_REGISTERED') {
    return (
      <LiveRoomMessage
        icon={<UserX className="size-12" />}
        heading="You are not registered for this session"
        actions={back}
      >
        <p>Register for a session on the course page, then join from there.</p>
      </LiveRoomMessage>
    );
  }
  if (code === 'LIVE_SESSION_NOT_FOUND') {
    return (
      <LiveRoomMessage
        icon={<CircleAlert className="size-12" />}
        heading="This session is no longer offered"
        actions={back}
      >
        <p>Choose another session on the course page.</p>
      </LiveRoomMessage>
    );
  }
  if (isApiError(error) && error.status === 401) {
    return (
      <LiveRoomMessage
        icon={<LogIn className="size-12" />}
        heading="Log in to join the live session"
        actions={
          <>
            <Button text="Log in" href={paths.signIn} />
            {back}
          </>
        }
      >
        <p>The live room is for registered lawyers. Log in, then join again from the course page.</p>
      </LiveRoomMessage>
    );
  }
  return (
    <LiveRoomMessage
      icon={<CircleAlert className="size-12" />}
      heading="We could not open the live room"
      actions={
        <>
          {onRetry ? <Button text="Try again" onClick={onRetry} loading={retrying} /> : null}
          {back}
        </>
      }
    >
      <p>{errorReason(error, 'Something went wrong. Try again.')}</p>
    </LiveRoomMessage>
  );
}
