import { Video } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { formatSessionDateTime } from '../../../lib/format-date';
import { useJoinLiveSession } from '../hooks/use-join-live-session';
import { liveErrorMessage } from '../lib/live-errors';
import { JOIN_OPENS_BEFORE_TEXT, type SessionStatusView } from '../lib/session-status';

export interface JoinSessionButtonProps {
  courseId: string;
  /** Where the live room's Leave returns (the course page). */
  leaveUrl: string;
  view: SessionStatusView;
  /** Names the course in a list of sessions ("Join: Ethics Update"). */
  courseTitle?: string;
  fullWidth?: boolean;
}

/**
 * Join, enabled only inside the join window (STARTING_SOON or IN_PROGRESS): fetches the signature and opens the live
 * room. Before the window it is disabled and says when joining opens; after it, that the session has ended.
 */
export function JoinSessionButton({
  courseId,
  leaveUrl,
  view,
  courseTitle,
  fullWidth,
}: JoinSessionButtonProps) {
  const join = useJoinLiveSession(courseId, leaveUrl);
  const text = view.phase === 'in-progress' ? 'Join live session' : 'Join';
  const label = courseTitle ? `${text}: ${courseTitle}` : undefined;

  if (!view.joinable) {
    const why =
      view.phase === 'upcoming'
        ? `Joining opens ${formatSessionDateTime(view.joinOpensAt)} (${JOIN_OPENS_BEFORE_TEXT} before the start).`
        : 'This session has ended.';
    return (
      <div className="space-y-1">
        <Button
          text="Join"
          icon={<Video aria-hidden="true" className="size-4" />}
          disabled
          fullWidth={fullWidth}
          aria-label={courseTitle ? `Join: ${courseTitle}` : undefined}
        />
        <p className="text-sm text-slate-700">{why}</p>
      </div>
    );
  }
  return (
    <Button
      text={text}
      icon={<Video aria-hidden="true" className="size-4" />}
      loading={join.isPending}
      fullWidth={fullWidth}
      aria-label={label}
      onClick={() =>
        join.mutate(undefined, {
          onError: (error) => toast.error(liveErrorMessage(error, 'We could not open the live session.')),
        })
      }
    />
  );
}
