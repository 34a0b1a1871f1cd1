import { useState } from 'react';
import { useNavigate } from 'react-router';
import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { LiveSessionTable } from '../../features/staff-live/components/live-session-list';
import { ScheduleSessionForm } from '../../features/staff-live/components/schedule-session-form';

const PAST_DAYS = 90;

/** `/staff/live`: upcoming sessions, the last 90 days' sessions, and the form that schedules one. */
function StaffLivePage() {
  const navigate = useNavigate();
  const [now] = useState(() => new Date());
  const nowIso = now.toISOString();
  const pastFrom = new Date(now.getTime() - PAST_DAYS * 24 * 3_600_000).toISOString();
  return (
    <>
      <title>{pageTitle('Live sessions')}</title>
      <section aria-labelledby="live-heading" className="space-y-6">
        <div>
          <h1 id="live-heading" className="text-3xl font-bold text-slate-900">
            Live sessions
          </h1>
          <p className="mt-2 text-slate-700">
            The sessions of live courses: schedule one, move it, change its capacity or cancel it (its
            registered lawyers are e-mailed), see who attended and answer the room&apos;s questions.
          </p>
        </div>
        <ScheduleSessionForm onScheduled={(sessionId) => void navigate(paths.staffLiveSession(sessionId))} />
        <h2 className="text-xl font-semibold text-slate-900">Upcoming</h2>
        <LiveSessionTable
          caption="Upcoming sessions"
          range={{ from: nowIso }}
          hrefFor={paths.staffLiveSession}
          empty="No session is scheduled."
        />
        <h2 className="text-xl font-semibold text-slate-900">Past {PAST_DAYS} days</h2>
        <LiveSessionTable
          caption="Past sessions"
          range={{ from: pastFrom, to: nowIso }}
          hrefFor={paths.staffLiveSession}
          empty="No session in the last 90 days."
          newestFirst
        />
      </section>
    </>
  );
}

export { StaffLivePage as Component };
