import type { CourseDetail } from '@counsel/contracts';
import { CREDIT_TYPE_LABELS } from '@counsel/domain';
import { ArrowLeft, Award, CalendarClock, Clock, GraduationCap } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { useCourse } from '../../features/courses/api/get-course';
import { CourseDescription } from '../../features/courses/components/course-description';
import { CourseApplicability } from '../../features/courses/components/course-applicability';
import { CreditTable } from '../../features/courses/components/credit-table';
import { completionStatusQueryKey } from '../../features/completions/api/completion-query-keys';
import { LiveCreditPanel } from '../../features/completions/components/live-credit-panel';
import {
  AccessOffers,
  EnrollPanel,
  type EnrollmentView,
} from '../../features/courses/components/enroll-panel';
import { LiveStatusBadge } from '../../features/courses/components/live-status-badge';
import { SpeakerList } from '../../features/courses/components/speaker-list';
import {
  COURSE_FORMAT_LABELS,
  COURSE_LEVEL_LABELS,
  creditHoursPhrase,
  formatDuration,
} from '../../features/courses/lib/course-labels';
import { isFromBrowse } from '../../features/courses/lib/navigation-state';
import { showAccessRequired, useEnrollInCourse } from '../../features/learning/api/enroll-in-course';
import { enrollmentsQueryKey } from '../../features/learning/api/enrollment-query-keys';
import { useEnrollmentState } from '../../features/learning/api/get-enrollment-state';
import { useRecordVisitOnce } from '../../features/learning/hooks/use-record-visit-once';
import { enrollErrorMessage } from '../../features/learning/lib/enrollment-errors';
import { useCourseRegistration } from '../../features/live/api/get-live-registrations';
import { LiveSessionsSection, type LiveAccess } from '../../features/live/components/live-sessions-section';
import { isApiError } from '../../lib/api-client';
import { errorReason } from '../../lib/error-reason';
import { formatDateTime } from '../../lib/format-date';
import { useUserStore } from '../../stores/user-store';

function BackToBrowse() {
  const location = useLocation();
  const navigate = useNavigate();
  const fromBrowse = isFromBrowse(location.state);
  return (
    <Link
      to={paths.browse}
      onClick={(event) => {
        // Came from Browse: go back in history so its filters and scroll position come back too.
        if (!fromBrowse) return;
        event.preventDefault();
        void navigate(-1);
      }}
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Browse
    </Link>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
        <span className="text-brand-600">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 pl-7 text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The signed-in user's enrollment in this course, for the enroll panel (composed here: the courses and learning
 * features do not know each other). Visitors get none. An enrolled lawyer's visit is recorded once per page view.
 */
function useEnrollmentView(course: CourseDetail): EnrollmentView | undefined {
  const courseId = course.id;
  const signedIn = useUserStore((state) => state.role !== 'VISITOR');
  const state = useEnrollmentState(courseId, signedIn);
  const enroll = useEnrollInCourse(courseId);
  useRecordVisitOnce(courseId, signedIn ? state.data : undefined);

  if (!signedIn) return undefined;
  if (state.data) {
    const { enrolled, status, canEnroll, accessOptions } = state.data;
    if (enrolled && status) {
      // An on-demand course is watched in the player; a live one is joined from this page, and once its recording
      // is published it can be watched on demand too.
      const goTo =
        course.format === 'ON_DEMAND'
          ? { text: 'Go to course', href: paths.watchCourse(course.slug) }
          : course.recordingAvailable
            ? { text: 'Watch the recording', href: paths.watchCourse(course.slug) }
            : undefined;
      return { kind: 'enrolled', status, accessOptions, goTo };
    }
    if (canEnroll) {
      return {
        kind: 'can-enroll',
        enrolling: enroll.isPending,
        onEnroll: () =>
          enroll.mutate(undefined, {
            onSuccess: () => toast.success('You are enrolled'),
            onError: (error) => toast.error(enrollErrorMessage(error)),
          }),
      };
    }
    return { kind: 'not-allowed', accessOptions };
  }
  if (state.isError) {
    return {
      kind: 'unavailable',
      message: errorReason(state.error, 'something went wrong.'),
      retrying: state.isFetching,
      onRetry: () => void state.refetch(),
    };
  }
  return { kind: 'checking' };
}

/**
 * Who may register for a live course's sessions, from the enrollment (registering enrolls): a visitor is sent to
 * sign up; without access the membership and purchase options show beside the sessions, as in the enroll panel.
 */
function liveAccess(course: CourseDetail, enrollment: EnrollmentView | undefined): LiveAccess {
  if (!enrollment) return { kind: 'visitor' };
  switch (enrollment.kind) {
    case 'checking':
      return { kind: 'checking' };
    case 'unavailable':
    case 'can-enroll':
      // Could not ask: the API decides when the lawyer registers.
      return { kind: 'allowed' };
    case 'enrolled':
      if (enrollment.status === 'ENROLLED') return { kind: 'allowed' };
      return {
        kind: 'not-allowed',
        offers: <AccessOffers course={course} accessOptions={enrollment.accessOptions} />,
      };
    case 'not-allowed':
      return {
        kind: 'not-allowed',
        offers: <AccessOffers course={course} accessOptions={enrollment.accessOptions} />,
      };
  }
}

/**
 * A live course's Sessions section, the registration the enroll panel names, and — for an enrolled lawyer — the
 * "Earn your credit" panel after the sessions (completions feature; the live room links to its `#earn-credit`).
 */
function useLiveCourse(course: CourseDetail, enrollment: EnrollmentView | undefined) {
  const isLive = course.format === 'LIVE';
  const signedIn = enrollment !== undefined;
  const queryClient = useQueryClient();
  const registration = useCourseRegistration(course.id, isLive && signedIn);
  if (!isLive) return { panel: undefined, section: null, credit: null };
  const section = (
    <LiveSessionsSection
      course={course}
      access={liveAccess(course, enrollment)}
      onRegistered={() => {
        // Registering enrolled the lawyer: the page's enrollment and My Learning's lists change, and the credit
        // panel now follows the session registered for.
        void queryClient.invalidateQueries({ queryKey: enrollmentsQueryKey });
        void queryClient.invalidateQueries({ queryKey: completionStatusQueryKey(course.slug) });
      }}
      onRegisterRefused={(error) => {
        showAccessRequired(queryClient, course.id, error);
      }}
    />
  );
  const panel = signedIn ? { registeredFor: registration.data?.session.startsAt ?? null } : undefined;
  const credit =
    enrollment?.kind === 'enrolled' ? (
      <LiveCreditPanel
        courseKey={course.slug}
        onClaimed={() => {
          // A claim completes the course: the enrollment and My Learning's lists change.
          void queryClient.invalidateQueries({ queryKey: enrollmentsQueryKey });
        }}
      />
    ) : null;
  return { panel, section, credit };
}

function CourseView({ course }: { course: CourseDetail }) {
  const isLive = course.format === 'LIVE';
  const enrollment = useEnrollmentView(course);
  const live = useLiveCourse(course, enrollment);
  return (
    <article>
      <title>{pageTitle(course.title)}</title>
      <header className="mt-4 border-b border-slate-200 pb-6">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold text-white">
            {COURSE_FORMAT_LABELS[course.format]}
          </span>
          <span className="rounded-full bg-slate-100 px-3 py-0.5 text-xs font-semibold text-slate-700">
            {COURSE_LEVEL_LABELS[course.level]}
          </span>
          <LiveStatusBadge course={course} />
        </div>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{course.title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{course.summary}</p>
      </header>

      <div className="mt-8 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-10">
          {live.section}
          {live.credit}
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="mb-3 text-xl font-semibold text-slate-900">
              About this course
            </h2>
            <CourseDescription text={course.description} />
          </section>
          <section aria-labelledby="speakers-heading">
            <h2 id="speakers-heading" className="mb-4 text-xl font-semibold text-slate-900">
              {course.speakers.length === 1 ? 'Speaker' : 'Speakers'}
            </h2>
            <SpeakerList speakers={course.speakers} />
          </section>
          <section aria-labelledby="credit-heading">
            <h2 id="credit-heading" className="mb-3 text-xl font-semibold text-slate-900">
              Credit
            </h2>
            <CreditTable credits={course.credits} />
          </section>
          <CourseApplicability courseId={course.id} />
        </div>

        <aside aria-label="Course details" className="lg:sticky lg:top-6 lg:self-start">
          <div className="space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <dl className="space-y-4">
              {isLive && course.liveStartsAt && (
                <Fact icon={<CalendarClock aria-hidden="true" className="size-5" />} label="Live session">
                  <time dateTime={course.liveStartsAt}>{formatDateTime(course.liveStartsAt)}</time>
                </Fact>
              )}
              <Fact icon={<Clock aria-hidden="true" className="size-5" />} label="Duration">
                {formatDuration(course.durationMinutes)}
              </Fact>
              <Fact icon={<Award aria-hidden="true" className="size-5" />} label="Credit">
                Up to {creditHoursPhrase(course.maxCreditHours)} ·{' '}
                {course.creditTypes.map((type) => CREDIT_TYPE_LABELS[type]).join(', ')}
              </Fact>
              {course.practiceAreas.length > 0 && (
                <Fact icon={<GraduationCap aria-hidden="true" className="size-5" />} label="Practice areas">
                  {course.practiceAreas.map((area) => area.name).join(', ')}
                </Fact>
              )}
            </dl>
            <EnrollPanel course={course} enrollment={enrollment} live={live.panel} />
          </div>
        </aside>
      </div>
    </article>
  );
}

function CourseSkeleton() {
  return (
    <div aria-busy="true" className="mt-4 space-y-4">
      <title>{pageTitle('Course')}</title>
      <p className="sr-only" role="status">
        Loading course…
      </p>
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="h-5 w-2/3" />
      <div className="grid grid-cols-1 gap-10 pt-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-3">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
        <Skeleton className="h-64 w-full" />
      </div>
    </div>
  );
}

function CoursePage() {
  const { courseId = '' } = useParams();
  const course = useCourse(courseId);

  let content: ReactNode;
  if (course.data) {
    content = <CourseView course={course.data} />;
  } else if (course.isError) {
    const notFound = isApiError(course.error) && (course.error.status === 404 || course.error.status === 400);
    content = notFound ? (
      <div className="mx-auto max-w-xl py-16 text-center">
        <title>{pageTitle('Course not found')}</title>
        <h1 className="text-3xl font-bold text-slate-900">Course not found</h1>
        <p className="mt-3 text-slate-700">
          This course does not exist or is no longer offered. Browse the catalog for courses you can take
          today.
        </p>
        <div className="mt-6 flex justify-center">
          <Button text="Browse courses" href={paths.browse} />
        </div>
      </div>
    ) : (
      <div role="alert" className="mx-auto max-w-xl py-16 text-center">
        <title>{pageTitle('Course')}</title>
        <h1 className="text-2xl font-bold text-slate-900">We could not load this course</h1>
        <p className="mt-3 text-slate-700">{course.error.message}</p>
        <div className="mt-6 flex justify-center">
          <Button
            variant="secondary"
            text="Retry"
            loading={course.isFetching}
            onClick={() => void course.refetch()}
          />
        </div>
      </div>
    );
  } else {
    content = <CourseSkeleton />;
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <BackToBrowse />
      {content}
    </div>
  );
}

export { CoursePage as Component };
