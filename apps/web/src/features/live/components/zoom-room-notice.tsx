import { Video } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { LiveRoomMessage } from './live-room-message';

/** The session is held on Zoom: the Zoom Meeting SDK view is not part of this release yet. */
export function ZoomRoomNotice({ leaveHref }: { leaveHref: string }) {
  return (
    <LiveRoomMessage
      icon={<Video className="size-12" />}
      heading="This session is held on Zoom"
      actions={<Button text="Leave" href={leaveHref} variant="secondary" />}
    >
      <p>
        Joining Zoom sessions inside Counsel CLE (the Zoom Meeting SDK view) is not part of this release yet,
        so this session cannot be attended from this page.
      </p>
    </LiveRoomMessage>
  );
}
