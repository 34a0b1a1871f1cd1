import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { useCourseMedia } from '../../features/staff-media/api/staff-media-api';
import { CaptionsPanel } from '../../features/staff-media/components/captions-panel';
import { ChaptersEditor } from '../../features/staff-media/components/chapters-editor';
import { UploadPanel } from '../../features/staff-media/components/upload-panel';
import { formatClock } from '../../features/staff-media/lib/format-bytes';
import { errorReason } from '../../lib/error-reason';
import { formatDateTime } from '../../lib/format-date';

/** `/staff/media/:courseId`: a course's recording — upload or replace it, its captions and its chapters. */
function StaffCourseMediaPage() {
  const { courseId = '' } = useParams();
  const media = useCourseMedia(courseId);
  const back = (
    <Link
      to={paths.staffMedia}
      className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> All recordings
    </Link>
  );
  if (media.isError) {
    return (
      <div className="space-y-4">
        <title>{pageTitle('Media')}</title>
        {back}
        <h1 className="text-3xl font-bold text-slate-900">Recording</h1>
        <p role="alert" className="text-slate-800">
          This course could not be loaded: {errorReason(media.error, 'please try again.')}
        </p>
        <Button variant="secondary" text="Retry" onClick={() => void media.refetch()} />
      </div>
    );
  }
  if (!media.data) {
    return (
      <div aria-busy="true" className="space-y-4">
        <h1 className="sr-only">Recording</h1>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  const { recording } = media.data;
  return (
    <div className="space-y-6">
      <title>{pageTitle(`Recording of ${media.data.courseTitle}`)}</title>
      {back}
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{media.data.courseTitle}</h1>
        <p className="mt-2 text-slate-700">
          {recording
            ? `Recording: ${formatClock(recording.durationSeconds)} on ${recording.provider === 'MUX' ? 'Mux' : 'this server'}, ` +
              `updated ${formatDateTime(recording.updatedAt)}.`
            : 'No recording yet: lawyers cannot watch this course until one is uploaded.'}
        </p>
      </div>
      {media.data.format === 'ON_DEMAND' ? (
        <UploadPanel media={media.data} />
      ) : (
        <p className="text-slate-700">A live course’s recording comes from its sessions.</p>
      )}
      {recording ? (
        <>
          <CaptionsPanel courseId={courseId} recording={recording} />
          <ChaptersEditor key={recording.updatedAt} courseId={courseId} recording={recording} />
        </>
      ) : null}
    </div>
  );
}

export { StaffCourseMediaPage as Component };
