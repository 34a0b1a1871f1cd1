import type { LiveRegistration } from '@counsel/contracts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorReason } from '../../../lib/error-reason';
import { useLiveRegistrations } from '../api/get-live-registrations';
import { useLiveClock } from '../hooks/use-session-status';
import { BROWSE_LIVE_PATH } from '../lib/live-paths';
import { sessionDuration } from '../lib/session-labels';
import { sessionStatusMessage, sessionStatusView } from '../lib/session-status';
import { AddToCalendarButton } from './add-to-calendar-button';
import { JoinSessionButton } from './join-session-button';
import { SessionStatusBadge } from './session-status-badge';
import { SessionTime } from './session-time';

function byStart(a: LiveRegistration, b: LiveRegistration): number {
  return new Date(a.session.startsAt).getTime() - new Date(b.session.startsAt).getTime();
}

function UpcomingLiveRow({ registration, now }: { registration: LiveRegistration; now: Date }) {
  const { session, course } = registration;
  const view = sessionStatusView(session, now);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <h3 className="text-lg font-semibold text-slate-900">
          <Link to={paths.course(course.slug)} className="hover:text-brand-700 hover:underline">
            {course.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-800">
          <SessionTime startsAt={session.startsAt} /> · {sessionDuration(session.durationMinutes)}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <SessionStatusBadge phase={view.phase} />
          {sessionStatusMessage(session, view, now)}
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:w-56">
        {view.joinable && (
          <JoinSessionButton
            courseId={course.id}
            leaveUrl={paths.course(course.slug)}
            view={view}
            courseTitle={course.title}
            fullWidth
          />
        )}
        <AddToCalendarButton registration={registration} namedCourse fullWidth />
      </div>
    </li>
  );
}

/**
 * My Learning's "Upcoming live": the lawyer's registrations (GET /api/live/registrations) by start, each with its
 * course, start in the viewer's zone, status recomputed every 60 s, Join inside the join window and Add to calendar.
 */
export function UpcomingLiveSection() {
  const registrations = useLiveRegistrations();
  const now = useLiveClock();

  let body;
  if (registrations.isError) {
    body = (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-4 ring-1 ring-red-200"
      >
        <p className="text-sm text-red-900">
          Your live sessions could not be loaded: {errorReason(registrations.error, 'something went wrong.')}
        </p>
        <Button
          variant="secondary"
          text="Retry"
          loading={registrations.isFetching}
          onClick={() => void registrations.refetch()}
        />
      </div>
    );
  } else if (!registrations.data) {
    body = (
      <div aria-busy="true" className="space-y-2">
        <p role="status" className="sr-only">
          Loading your live sessions…
        </p>
        <Skeleton className="h-20 w-full rounded-xl" />
      </div>
    );
  } else if (registrations.data.items.length === 0) {
    body = (
      <p className="text-slate-700">
        You are not registered for any live session.{' '}
        <Link to={BROWSE_LIVE_PATH} className="font-semibold text-brand-700 underline underline-offset-2">
          Browse live courses
        </Link>
      </p>
    );
  } else {
    body = (
      <ul role="list" className="space-y-3">
        {[...registrations.data.items].sort(byStart).map((registration) => (
          <UpcomingLiveRow key={registration.id} registration={registration} now={now} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="upcoming-live-heading">
      <h2 id="upcoming-live-heading" className="mb-4 text-2xl font-bold tracking-tight text-slate-900">
        Upcoming live
      </h2>
      {body}
    </section>
  );
}
