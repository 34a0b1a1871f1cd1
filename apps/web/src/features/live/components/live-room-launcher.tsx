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
import { ZoomRoomNotice } from './zoom-room-notice';

function Loading({ label }: { label: string }) {
  return (
    <div className="mx-auto flex max-w-xl justify-center px-4 py-16">
      <Spinner size="lg" label={label} />
    </div>
  );
}

function BuiltInRoom({
  sessionId,
  leaveUrl,
  courseHref,
}: {
  sessionId: string;
  leaveUrl: string | null;
  courseHref: string;
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
  return <LiveRoomView room={room.data} leaveHref={leaveUrl ?? paths.course(room.data.course.slug)} />;
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
  if (signature.data.room === 'ZOOM') return <ZoomRoomNotice leaveHref={leaveUrl ?? courseHref} />;
  return <BuiltInRoom sessionId={signature.data.sessionId} leaveUrl={leaveUrl} courseHref={courseHref} />;
}

/**
 * The live room page for valid launch parameters: the course's signature (the one Join fetched, kept 60 s) says
 * which room the session uses — the Zoom notice, or the built-in room for its session. A link without a course
 * cannot be matched to a session.
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
