import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { StaffCourse } from '@counsel/contracts';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { errorReason } from '../../../lib/error-reason';
import { useStaffCourse } from '../api/get-staff-course';
import { useSetCoursePublished, useUpdateStaffCourse } from '../api/save-staff-course';
import { CourseForm } from './course-form';
import { CoursePreview } from './course-preview';
import { CreditLines } from './credit-lines';

/** What publishing still needs, from a COURSE_NOT_PUBLISHABLE refusal's details. */
function missingOf(error: unknown): string[] {
  if (!isApiError(error) || error.code !== 'COURSE_NOT_PUBLISHABLE') return [];
  const details = error.details as { missing?: unknown } | undefined;
  return Array.isArray(details?.missing) ? details.missing.filter((item) => typeof item === 'string') : [];
}

function Publication({ course }: { course: StaffCourse }) {
  const publication = useSetCoursePublished(course.id);
  const [missing, setMissing] = useState<string[]>([]);
  const published = course.status === 'published';
  const toggle = () => {
    setMissing([]);
    publication.mutate(!published, {
      onSuccess: (saved) =>
        toast.success(
          saved.status === 'published' ? 'The course is published.' : 'The course is unpublished.',
        ),
      onError: (error) => {
        const needed = missingOf(error);
        if (needed.length > 0) setMissing(needed);
        else toast.error(errorReason(error, 'please try again.'));
      },
    });
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-slate-800">
          {published ? 'Published' : 'Draft'} · credit version {course.creditVersion}
        </p>
        <Button
          variant={published ? 'secondary' : 'primary'}
          text={published ? 'Unpublish' : 'Publish'}
          loading={publication.isPending}
          onClick={toggle}
        />
      </div>
      {missing.length > 0 ? (
        <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          Before it can be published, this course needs: {missing.join(', ')}.
        </div>
      ) : null}
    </div>
  );
}

/** One course's editor: details, speakers, credit lines, publication and the lawyer's-eye preview. */
export function CourseEditor({ courseId }: { courseId: string }) {
  const course = useStaffCourse(courseId);
  const update = useUpdateStaffCourse(courseId);
  const [error, setError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  if (course.isError) {
    return (
      <p role="alert">This course could not be loaded: {errorReason(course.error, 'please try again.')}</p>
    );
  }
  if (!course.data) return <Skeleton className="h-64 w-full" />;
  const data = course.data;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{data.title}</h1>
          <Publication course={data} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to={paths.staffCourseMedia(courseId)}
            className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            Recording, captions and chapters
          </Link>
          <Link
            to={paths.staffCourseQuestionnaires(courseId)}
            className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            Evaluation and knowledge check
          </Link>
          <Button
            variant="secondary"
            text={previewing ? 'Close the preview' : 'Preview as a lawyer'}
            aria-expanded={previewing}
            onClick={() => setPreviewing(!previewing)}
          />
        </div>
      </div>
      {previewing ? <CoursePreview courseId={courseId} /> : null}
      <CourseForm
        key={data.updatedAt}
        course={data}
        saving={update.isPending}
        error={error}
        onSubmit={({ format: _format, ...input }) => {
          setError(null);
          update.mutate(input, {
            onSuccess: () => toast.success('The course was saved.'),
            onError: (failure) => setError(errorReason(failure, 'please try again.')),
          });
        }}
      />
      <CreditLines course={data} />
    </div>
  );
}
