import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorReason } from '../../../lib/error-reason';
import { playbackProblem } from '../lib/playback-errors';

export interface PlaybackUnavailableProps {
  /** The course id or slug of the page. */
  courseKey: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

function Explanation({
  heading,
  text,
  action,
  alert = false,
}: {
  heading: string;
  text: string;
  action: ReactNode;
  alert?: boolean;
}) {
  return (
    <div
      role={alert ? 'alert' : undefined}
      className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
    >
      <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <div className="mt-6 flex justify-center">{action}</div>
    </div>
  );
}

/**
 * Why the video cannot play, and the way on: not enrolled (back to the course page to enroll), membership ended
 * (Become a Member; progress is kept), a live course without a recording (back to the course page), an unknown
 * course (Browse), or a failure (Retry).
 */
export function PlaybackUnavailable({ courseKey, error, retrying, onRetry }: PlaybackUnavailableProps) {
  const coursePage = paths.course(courseKey);
  switch (playbackProblem(error)) {
    case 'not-enrolled':
      return (
        <Explanation
          heading="You are not enrolled in this course"
          text="Enroll from the course page to watch the video and earn credit."
          action={<Button text="Go to the course page" href={coursePage} />}
        />
      );
    case 'membership-ended':
      return (
        <Explanation
          heading="Your membership has ended. Your progress is kept."
          text="Renew your membership to continue watching where you stopped and to claim credit."
          action={<Button text="Become a Member" href={paths.choosePlan} />}
        />
      );
    case 'no-video':
      return (
        <Explanation
          heading="This course has no video to watch here"
          text="It is a live course: join the session from the course page at its scheduled time."
          action={<Button text="Back to the course page" href={coursePage} />}
        />
      );
    case 'not-found':
      return (
        <Explanation
          heading="Course not found"
          text="This course does not exist or is no longer offered."
          action={<Button text="Browse courses" href={paths.browse} />}
        />
      );
    case 'signed-out':
    case 'failed':
      return (
        <Explanation
          alert
          heading="We could not load the video"
          text={errorReason(error, 'Something went wrong. Try again.')}
          action={<Button variant="secondary" text="Retry" loading={retrying} onClick={onRetry} />}
        />
      );
  }
}
