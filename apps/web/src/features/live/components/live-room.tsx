import type { LiveRoom } from '@counsel/contracts';
import { Award, LogOut, WifiOff } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { formatTime } from '../../../lib/format-date';
import { usePresenceHeartbeat } from '../hooks/use-presence-heartbeat';
import { useSessionStatus } from '../hooks/use-session-status';
import { sessionDuration } from '../lib/session-labels';
import { LiveAttendancePanel } from './live-attendance-panel';
import { LiveQuestionsPanel } from './live-questions-panel';
import { LiveRoomRefusal } from './live-room-refusal';
import { LiveStream } from './live-stream';
import { SessionStatusBadge } from './session-status-badge';
import { SessionTime } from './session-time';

/**
 * The course page's "Earn your credit" panel (apps/web/src/features/completions/components/live-credit-panel.tsx,
 * its LIVE_CREDIT_SECTION_ID): where a lawyer leaving an ended session claims the credit.
 */
const EARN_CREDIT_ANCHOR = '#earn-credit';

export interface LiveRoomViewProps {
  room: LiveRoom;
  /** Where Leave goes: the launch's leaveUrl, else the course page. */
  leaveHref: string;
  /** What the room shows in place of the stream: the Zoom meeting, for a session held on Zoom. */
  stage?: ReactNode;
}

function RoomHeader({ room, leaveHref }: LiveRoomViewProps) {
  const status = useSessionStatus(room);
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <SessionStatusBadge phase={status.phase} />
          <span className="text-sm text-slate-600">{sessionDuration(room.durationMinutes)}</span>
        </div>
        <h1 className="mt-2 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
          {room.course.title}
        </h1>
        <p className="mt-1 text-sm text-slate-700">
          <SessionTime startsAt={room.startsAt} timeZone={room.timeZone} /> to{' '}
          <time dateTime={room.endsAt}>{formatTime(room.endsAt)}</time>
        </p>
      </div>
      <Button text="Leave" href={leaveHref} variant="secondary" icon={<LogOut className="size-4" />} />
    </header>
  );
}

/**
 * The built-in live room: the header (title, time in the viewer's zone, status every 60 s, Leave), the stream in
 * sync with the schedule, attendance (time verified, codes) and the questions. Presence heartbeats run while it is
 * open; a lost connection is a small warning, a refusal (e.g. joining closed) replaces the room. Once the presence
 * says the session has ended, "Claim your credit" leads to the course page's credit panel.
 */
export function LiveRoomView({ room, leaveHref, stage }: LiveRoomViewProps) {
  const heartbeat = usePresenceHeartbeat({
    sessionId: room.sessionId,
    intervalSeconds: room.heartbeatIntervalSeconds,
    initialPresence: room.presence,
  });
  const { presence, receivedAtMs } = heartbeat;
  const anchor = useMemo(
    () => ({ liveOffsetSeconds: presence.liveOffsetSeconds, receivedAtMs }),
    [presence.liveOffsetSeconds, receivedAtMs],
  );
  const courseHref = paths.course(room.course.slug);
  const claimHref = `${courseHref}${EARN_CREDIT_ANCHOR}`;

  if (heartbeat.refusal) return <LiveRoomRefusal error={heartbeat.refusal} courseHref={courseHref} />;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 lg:px-8">
      <RoomHeader room={room} leaveHref={leaveHref} />
      {presence.ended ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-slate-900">
          <Award aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          <span>The session has ended: your verified time is recorded.</span>
          <Link
            to={claimHref}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            Claim your credit
          </Link>
        </p>
      ) : null}
      <div role="status" aria-live="polite">
        {heartbeat.connectionLost ? (
          <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Reconnecting… your verified time resumes when the connection returns.
          </p>
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {stage ?? (
            <LiveStream
              stream={room.stream}
              title={room.course.title}
              endsAt={room.endsAt}
              anchor={anchor}
              ended={presence.ended}
              courseHref={courseHref}
            />
          )}
          <LiveAttendancePanel
            sessionId={room.sessionId}
            durationMinutes={room.durationMinutes}
            presence={presence}
            onPresence={heartbeat.applyPresence}
          />
        </div>
        <LiveQuestionsPanel sessionId={room.sessionId} initialQuestions={room.questions} />
      </div>
    </div>
  );
}
