import type { LiveRegistration } from '@counsel/contracts';
import { CircleCheck } from 'lucide-react';
import { sessionDuration } from '../lib/session-labels';
import { sessionStatusMessage, sessionStatusView, type SessionPhase } from '../lib/session-status';
import { AddToCalendarButton } from './add-to-calendar-button';
import { CancelRegistrationButton } from './cancel-registration-button';
import { JoinSessionButton } from './join-session-button';
import { SessionStatusBadge } from './session-status-badge';
import { SessionTime } from './session-time';

/** Said once by screen readers when the session's phase changes while the page is open. */
const PHASE_ANNOUNCEMENTS: Record<SessionPhase, string> = {
  upcoming: '',
  'starting-soon': 'The session is starting soon: you can join now.',
  'in-progress': 'The session is live now.',
  ended: 'This session has ended.',
  completed: 'This session is completed.',
};

export interface RegistrationSummaryProps {
  registration: LiveRegistration;
  now: Date;
  /** Where the live room's Leave returns (the course page). */
  leaveUrl: string;
}

/** The course page's "You're registered for …": the status, Join, Add to calendar and Cancel registration. */
export function RegistrationSummary({ registration, now, leaveUrl }: RegistrationSummaryProps) {
  const { session } = registration;
  const view = sessionStatusView(session, now);
  const hint = view.phase === 'upcoming' ? ' Joining opens 5 minutes before the start.' : '';
  return (
    <div className="space-y-3 rounded-xl border border-green-200 bg-green-50 p-4">
      <p className="flex items-start gap-2 font-semibold text-green-900">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          You&apos;re registered for <SessionTime startsAt={session.startsAt} />
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
        <SessionStatusBadge phase={view.phase} />
        <span>
          {sessionStatusMessage(session, view, now)}.{hint}
        </span>
        <span className="text-slate-700">· {sessionDuration(session.durationMinutes)}</span>
      </div>
      <p className="sr-only" role="status">
        {PHASE_ANNOUNCEMENTS[view.phase]}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
        <JoinSessionButton courseId={registration.course.id} leaveUrl={leaveUrl} view={view} />
        <AddToCalendarButton registration={registration} />
        <CancelRegistrationButton registration={registration} view={view} />
      </div>
    </div>
  );
}
