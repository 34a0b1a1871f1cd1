import { Video } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useLiveRoom } from '../api/get-live-room';
import { useZoomSignature } from '../api/get-zoom-signature';
import type { ZoomLaunchParams } from '../lib/zoom-launch-params';
import { LiveRoomMessage } from './live-room-message';
import { LiveRoomRefusal } from './live-room-refusal';
import { LiveRoomView } from './live-room';
import type { ZoomSignature } from '@counsel/contracts';
import { ZoomMeetingFrame } from './zoom-meeting-frame';

function Loading({ label }: { label: string }) {
  return (
    <div className="mx-auto flex max-w-xl justify-center px-4 py-16">
      <Spinner size="lg" label={label} />
    </div>
  );
}

function Room({
  sessionId,
  leaveUrl,
  courseHref,
  zoom,
}: {
  sessionId: string;
  leaveUrl: string | null;
  courseHref: string;
  /** A session held on Zoom: the meeting takes the stream's place. */
  zoom: ZoomSignature | null;
}) {
  const room = useLiveRoom(sessionId);
  if (room.isPending) return <Loading label="Opening the live room…" />;
  if (room.isError) {
    return (
      <LiveRoomRefusal
        error={room.error}
        courseHref={courseHref}
        onRetry={() => void room.refetch()}
        retrying={room.isFetching}
      />
    );
  }
  const leaveHref = leaveUrl ?? paths.course(room.data.course.slug);
  return (
    <LiveRoomView
      room={room.data}
      leaveHref={leaveHref}
      stage={
        zoom ? (
          <ZoomMeetingFrame signature={zoom} title={room.data.course.title} leaveHref={leaveHref} />
        ) : undefined
      }
    />
  );
}

function SignedRoom({ courseId, leaveUrl }: { courseId: string; leaveUrl: string | null }) {
  const signature = useZoomSignature(courseId);
  const courseHref = paths.course(courseId);
  if (signature.isPending) return <Loading label="Checking your registration…" />;
  if (signature.isError) {
    return (
      <LiveRoomRefusal
        error={signature.error}
        courseHref={courseHref}
        onRetry={() => void signature.refetch()}
        retrying={signature.isFetching}
      />
    );
  }
  return (
    <Room
      sessionId={signature.data.sessionId}
      leaveUrl={leaveUrl}
      courseHref={courseHref}
      zoom={signature.data.room === 'ZOOM' ? signature.data : null}
    />
  );
}

/**
 * The live room page for valid launch parameters: the course's signature (the one Join fetched, kept 60 s) says
 * which room the session uses — the built-in room's stream, or the Zoom meeting (zoom-meeting-frame.tsx) — beside
 * the session's attendance codes and questions. A link without a course cannot be matched to a session.
 */
export function LiveRoomLauncher({ launch }: { launch: ZoomLaunchParams }) {
  if (!launch.courseId) {
    return (
      <LiveRoomMessage
        icon={<Video className="size-12" />}
        heading="Live session"
        actions={<Button text="Leave" href={launch.leaveUrl ?? paths.browse} variant="secondary" />}
      >
        <p>
          Meeting {launch.meetingNumber}, joining as <strong>{launch.userName}</strong>.
        </p>
        <p>
          This link does not say which course it is for. Open the live session again from its course page.
        </p>
      </LiveRoomMessage>
    );
  }
  return <SignedRoom courseId={launch.courseId} leaveUrl={launch.leaveUrl} />;
}
