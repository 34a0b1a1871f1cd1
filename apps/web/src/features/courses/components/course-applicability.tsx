import { lazy, Suspense } from 'react';
import { useUserStore } from '../../../stores/user-store';
import { useCourseApplicability } from '../api/get-course-applicability';
import { ApplicabilitySkeleton } from './applicability-skeleton';

// The answer's markup (icons, credit lines) loads only for a signed-in lawyer, outside the course page's initial
// JavaScript (visitors, who land here cold, never need it); the request starts here meanwhile.
const CourseApplicabilityAnswer = lazy(() =>
  import('./course-applicability-answer').then((module) => ({ default: module.CourseApplicabilityAnswer })),
);

/**
 * The course page's "Will this count for me?" for a signed-in lawyer, beside the credit table: the section and its
 * heading, the answer per admission in `course-applicability-answer.tsx`. Visitors see nothing of it and ask nothing.
 */
export function CourseApplicability({ courseId }: { courseId: string }) {
  const signedIn = useUserStore((state) => state.userId !== null);
  const applicability = useCourseApplicability(courseId);
  if (!signedIn) return null;

  return (
    <section aria-labelledby="applicability-heading">
      <h2 id="applicability-heading" className="mb-3 text-xl font-semibold text-slate-900">
        Will this count for me?
      </h2>
      <Suspense fallback={<ApplicabilitySkeleton />}>
        <CourseApplicabilityAnswer applicability={applicability} />
      </Suspense>
    </section>
  );
}
