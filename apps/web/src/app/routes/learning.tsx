import { BookOpen, CircleCheck, CirclePlay, Timer } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { useEnrolledCourses } from '../../features/learning/api/get-enrolled-courses';
import { EnrollmentListSkeleton } from '../../features/learning/components/enrollment-list-skeleton';
import { EnrollmentSection } from '../../features/learning/components/enrollment-section';
import { splitEnrollments } from '../../features/learning/lib/enrollment-sections';
import { UpcomingLiveSection } from '../../features/live/components/upcoming-live-section';

function NothingEnrolled() {
  return (
    <EmptyState
      icon={BookOpen}
      title="You are not enrolled in any course yet"
      description="Find a course that carries credit in your jurisdictions and enroll; it will wait for you here."
      highlights={[
        'Courses in progress, with the point where you stopped',
        'Courses you enrolled in and have not started',
        'Completed courses',
        'Courses whose access ended when a membership expired',
      ]}
      actions={<Button text="Browse courses" href={paths.browse} />}
    />
  );
}

function LearningContent() {
  const enrolled = useEnrolledCourses();

  if (enrolled.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <h2 className="text-xl font-bold text-slate-900">We could not load your courses</h2>
        <p className="mt-2 text-slate-700">{enrolled.error.message}</p>
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            text="Retry"
            loading={enrolled.isFetching}
            onClick={() => void enrolled.refetch()}
          />
        </div>
      </div>
    );
  }
  if (!enrolled.data) return <EnrollmentListSkeleton />;
  if (enrolled.data.items.length === 0) return <NothingEnrolled />;

  const { inProgress, notStarted, completed } = splitEnrollments(enrolled.data.items);
  return (
    <div className="space-y-10">
      <EnrollmentSection
        id="in-progress"
        title="In progress"
        enrollments={inProgress}
        empty={{
          icon: CirclePlay,
          title: 'Nothing in progress',
          description: 'Courses you have opened appear here, with how much you watched and a way to resume.',
        }}
      />
      <EnrollmentSection
        id="enrolled"
        title="Enrolled"
        enrollments={notStarted}
        empty={{
          icon: Timer,
          title: 'No courses waiting to start',
          description: 'Courses you enroll in wait here until you open them.',
        }}
      />
      <EnrollmentSection
        id="completed"
        title="Completed"
        enrollments={completed}
        empty={{
          icon: CircleCheck,
          title: 'No completed courses yet',
          description: 'Finish a course and it moves here, ready for its certificate.',
        }}
      />
    </div>
  );
}

/**
 * My Learning (signed-in; guarded in the router): the upcoming live sessions the lawyer registered for, then in
 * progress, enrolled and not started, completed.
 */
function LearningPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <title>{pageTitle('My Learning')}</title>
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-slate-900">My Learning</h1>
      <div className="space-y-10">
        <UpcomingLiveSection />
        <LearningContent />
      </div>
    </div>
  );
}

export { LearningPage as Component };
