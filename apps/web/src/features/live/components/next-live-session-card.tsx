import { Radio } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLiveRegistrations } from '../api/get-live-registrations';
import { useLiveClock } from '../hooks/use-session-status';
import { sessionStatusMessage, sessionStatusView } from '../lib/session-status';
import { JoinSessionButton } from './join-session-button';
import { SessionStatusBadge } from './session-status-badge';
import { SessionTime } from './session-time';

/**
 * Home's "Your next live session": the lawyer's first registration by start, with its status (every 60 s) and Join
 * inside the join window. Nothing while loading, on an error, or without registrations (Home has other things).
 * `enabled`: the identity provider has answered and someone is signed in (a stored role alone may be stale).
 */
export function NextLiveSessionCard({ enabled }: { enabled: boolean }) {
  const registrations = useLiveRegistrations(enabled);
  const now = useLiveClock();
  const next = [...(registrations.data?.items ?? [])].sort(
    (a, b) => new Date(a.session.startsAt).getTime() - new Date(b.session.startsAt).getTime(),
  )[0];
  if (!next) return null;
  const { session, course } = next;
  const view = sessionStatusView(session, now);
  return (
    <section
      aria-labelledby="next-live-heading"
      className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <Radio aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
        <div className="min-w-0 space-y-1">
          <h2 id="next-live-heading" className="text-sm font-semibold uppercase tracking-wide text-brand-800">
            Your next live session
          </h2>
          <p className="text-lg font-semibold text-slate-900">
            <Link to={paths.course(course.slug)} className="hover:underline">
              {course.title}
            </Link>
          </p>
          <p className="text-sm text-slate-800">
            <SessionTime startsAt={session.startsAt} />
          </p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <SessionStatusBadge phase={view.phase} />
            {sessionStatusMessage(session, view, now)}
          </p>
        </div>
      </div>
      {view.joinable && (
        <div className="shrink-0">
          <JoinSessionButton
            courseId={course.id}
            leaveUrl={paths.course(course.slug)}
            view={view}
            courseTitle={course.title}
          />
        </div>
      )}
    </section>
  );
}
