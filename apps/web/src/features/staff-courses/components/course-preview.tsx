import type { CourseDetail } from '@counsel/contracts';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorReason } from '../../../lib/error-reason';
import { useCoursePreview } from '../api/get-staff-course';

function Body({ course }: { course: CourseDetail }) {
  return (
    <article aria-label={`Preview of ${course.title}`} className="space-y-4">
      <header>
        <h3 className="text-2xl font-bold text-slate-900">{course.title}</h3>
        <p className="mt-1 text-slate-700">{course.summary}</p>
        <p className="mt-1 text-sm text-slate-600">
          {course.durationMinutes} minutes · {course.speakerNames.join(', ') || 'No speaker'}
        </p>
      </header>
      {course.description.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line text-slate-800">
          {paragraph}
        </p>
      ))}
      <section aria-label="Credit a lawyer sees">
        <h4 className="font-semibold text-slate-900">Credit</h4>
        {course.credits.length === 0 ? (
          <p className="text-slate-700">
            No credit is listed: lawyers see only approved and applied-for lines.
          </p>
        ) : (
          <ul className="list-disc pl-5 text-slate-800">
            {course.credits.map((credit) => (
              <li key={`${credit.jurisdiction.code}-${credit.creditType}-${credit.category}`}>
                {credit.jurisdiction.name}: {credit.hours} {credit.creditType} hours (
                {credit.category.toLowerCase()}),{' '}
                {credit.approvalStatus === 'APPROVED' ? 'approved' : 'approval pending'}
              </li>
            ))}
          </ul>
        )}
      </section>
      {course.recordingAvailable ? null : (
        <p className="text-sm text-amber-800">No recording yet: lawyers could not watch this course.</p>
      )}
    </article>
  );
}

/** The course as a lawyer would see it on its page (GET …/preview), drafts included. */
export function CoursePreview({ courseId }: { courseId: string }) {
  const preview = useCoursePreview(courseId, true);
  return (
    <section
      aria-labelledby="course-preview-heading"
      className="space-y-3 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 p-4"
    >
      <h2
        id="course-preview-heading"
        className="text-sm font-semibold tracking-wide text-slate-700 uppercase"
      >
        Preview as a lawyer
      </h2>
      {preview.data ? <Body course={preview.data} /> : null}
      {preview.isError ? (
        <p role="alert">The preview could not be loaded: {errorReason(preview.error, 'please try again.')}</p>
      ) : null}
      {preview.isPending ? <Skeleton className="h-24 w-full" /> : null}
    </section>
  );
}
