import type { Playback, WatchProgress } from '@counsel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { CompletionPanel } from '../../features/completions/components/completion-panel';
import { useCourse } from '../../features/courses/api/get-course';
import { enrollmentListsQueryKey } from '../../features/learning/api/enrollment-query-keys';
import { useEnrollmentState } from '../../features/learning/api/get-enrollment-state';
import { useRecordVisitOnce } from '../../features/learning/hooks/use-record-visit-once';
import { usePlayback } from '../../features/video/api/get-playback';
import { useWatchProgress } from '../../features/video/api/get-watch-progress';
import { CoursePlayer } from '../../features/video/components/course-player';
import { PlaybackUnavailable } from '../../features/video/components/playback-unavailable';
import { WatchSummary } from '../../features/video/components/watch-summary';
import { parseStartParam, startPosition } from '../../features/video/lib/start-position';

function PlayerSkeleton() {
  return (
    <div aria-busy="true" className="space-y-4">
      <p className="sr-only" role="status">
        Loading the video…
      </p>
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-16 w-full rounded-xl" />
      <Skeleton className="aspect-video w-full rounded-xl" />
    </div>
  );
}

interface WatchViewProps {
  courseKey: string;
  title: string | undefined;
  playback: Playback;
  progress: WatchProgress;
  requestedStart: number | null;
  onReloadPlayback: () => void;
  onClaimed: () => void;
}

function WatchView({
  courseKey,
  title,
  playback,
  progress,
  requestedStart,
  onReloadPlayback,
  onClaimed,
}: WatchViewProps) {
  // Decided once, from the progress the page opened with; later progress (heartbeats) does not move the playhead.
  const [startAt] = useState(() => startPosition(requestedStart, progress));
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title ?? 'Course video'}</h1>
      <WatchSummary progress={progress} />
      <CoursePlayer
        courseKey={courseKey}
        title={title ?? 'Course video'}
        playback={playback}
        progress={progress}
        startAt={startAt}
        onAccessLost={onReloadPlayback}
        onReloadSource={onReloadPlayback}
      />
      <CompletionPanel
        courseId={playback.courseId}
        courseKey={courseKey}
        progress={progress}
        onClaimed={onClaimed}
      />
    </div>
  );
}

/**
 * /dashboard/courses/:courseId/watch[?t=seconds] (signed in; guarded in the router): the course video with verified
 * attendance, the lawyer's progress, and below it the way to credit (questionnaires, claim, certificate). Records
 * the visit like the course page; explains when the lawyer is not enrolled, the membership ended, or the course is
 * live. My Learning's lists are refreshed on leaving, since watching changed them.
 */
function WatchCoursePage() {
  const { courseId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const requestedStart = parseStartParam(searchParams.get('t'));
  const queryClient = useQueryClient();
  const playback = usePlayback(courseId);
  const progress = useWatchProgress(courseId);
  const course = useCourse(courseId);
  const enrollment = useEnrollmentState(courseId, true);
  useRecordVisitOnce(courseId, enrollment.data);

  useEffect(
    () => () => void queryClient.invalidateQueries({ queryKey: enrollmentListsQueryKey }),
    [queryClient],
  );

  const title = course.data?.title;
  const failure = playback.isError ? playback.error : progress.data ? null : progress.error;

  let content;
  let documentTitle = title ? `Watch: ${title}` : 'Course video';
  if (failure) {
    documentTitle = title ?? 'Course video';
    content = (
      <PlaybackUnavailable
        courseKey={courseId}
        error={failure}
        retrying={playback.isFetching || progress.isFetching}
        onRetry={() => {
          void playback.refetch();
          void progress.refetch();
        }}
      />
    );
  } else if (playback.data && progress.data) {
    content = (
      <WatchView
        courseKey={courseId}
        title={title}
        playback={playback.data}
        progress={progress.data}
        requestedStart={requestedStart}
        onReloadPlayback={() => void playback.refetch()}
        onClaimed={() => {
          // A claim completes the course: the progress (completed) and My Learning's lists change.
          void progress.refetch();
          void queryClient.invalidateQueries({ queryKey: enrollmentListsQueryKey });
        }}
      />
    );
  } else {
    content = <PlayerSkeleton />;
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <title>{pageTitle(documentTitle)}</title>
      {failure ? null : (
        <Link
          to={paths.course(courseId)}
          className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Course details
        </Link>
      )}
      {content}
    </div>
  );
}

export { WatchCoursePage as Component };
