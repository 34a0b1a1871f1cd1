import type { LiveRegistration } from '@counsel/contracts';
import { CalendarX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { errorReason } from '../../../lib/error-reason';
import { formatSessionDateTime } from '../../../lib/format-date';
import { useUserStore } from '../../../stores/user-store';
import { useCourseSessions } from '../api/get-course-sessions';
import { useCourseRegistration } from '../api/get-live-registrations';
import { useRegisterForSession } from '../api/register-for-session';
import { useLiveClock } from '../hooks/use-session-status';
import { liveErrorMessage } from '../lib/live-errors';
import { BROWSE_LIVE_PATH } from '../lib/live-paths';
import { RegistrationSummary } from './registration-summary';
import { SessionPicker } from './session-picker';

/** Whether the person may register, worked out by the route from their enrollment (the learning feature's). */
export type LiveAccess =
  | { kind: 'visitor' }
  | { kind: 'checking' }
  | { kind: 'allowed' }
  /** `offers`: the membership and purchase options (the course page's). */
  | { kind: 'not-allowed'; offers: ReactNode };

export interface LiveSessionsSectionProps {
  course: { id: string; slug: string; title: string };
  access: LiveAccess;
  /** After registering (which enrolls): the route refreshes the enrollment. */
  onRegistered?: (registration: LiveRegistration) => void;
  /** A refused registration (e.g. MEMBERSHIP_REQUIRED turns the page into its membership state). */
  onRegisterRefused?: (error: unknown) => void;
}

/** The refusals after which the list of sessions (seats, what is open) is worth asking again. */
const STALE_LIST_CODES = new Set(['LIVE_SESSION_FULL', 'LIVE_SESSION_ENDED', 'LIVE_SESSION_NOT_FOUND']);

function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * A live course's Sessions: the open sessions (start in the viewer's zone, duration, seats, status recomputed every
 * 60 s), the lawyer's registration with Join, Add to calendar and Cancel, and registering for (or switching to) a
 * session. A visitor is sent to sign up with the course remembered, as the enroll panel does.
 */
export function LiveSessionsSection({
  course,
  access,
  onRegistered,
  onRegisterRefused,
}: LiveSessionsSectionProps) {
  const signedIn = access.kind !== 'visitor';
  const sessions = useCourseSessions(course.id, true);
  const registration = useCourseRegistration(course.id, signedIn);
  const register = useRegisterForSession(course.id);
  const now = useLiveClock();
  const navigate = useNavigate();
  const [picked, setPicked] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const leaveUrl = paths.course(course.slug);

  let body: ReactNode;
  if (sessions.isError || registration.isError) {
    const error = sessions.error ?? registration.error;
    body = (
      <div role="alert" className="space-y-3 rounded-lg bg-red-50 p-4 ring-1 ring-red-200">
        <p className="text-sm text-red-900">
          The sessions could not be loaded: {errorReason(error, 'something went wrong.')}
        </p>
        <Button
          variant="secondary"
          text="Retry"
          loading={sessions.isFetching || registration.isFetching}
          onClick={() => {
            if (sessions.isError) void sessions.refetch();
            if (registration.isError) void registration.refetch();
          }}
        />
      </div>
    );
  } else if (!sessions.data || (signedIn && registration.data === undefined)) {
    body = (
      <div aria-busy="true" className="space-y-2">
        <p role="status" className="text-sm text-slate-700">
          Checking the session time…
        </p>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  } else {
    const mine = registration.data ?? null;
    const items = sessions.data.items;
    const others = mine ? items.filter((session) => session.id !== mine.session.id) : items;
    const fallback = mine?.session.id ?? items.find((session) => session.seatsLeft > 0)?.id ?? null;
    const selectedId = picked !== null && items.some((session) => session.id === picked) ? picked : fallback;
    const selected = items.find((session) => session.id === selectedId) ?? null;

    const submit = () => {
      if (!selected) return;
      if (access.kind === 'visitor') {
        useUserStore.getState().setIntendedCourse(course.id);
        void navigate(paths.signUp);
        return;
      }
      setRefusal(null);
      register.mutate(selected.id, {
        onSuccess: (created) => {
          setPicked(null);
          toast.success(`You're registered for ${formatSessionDateTime(created.session.startsAt)}`);
          onRegistered?.(created);
        },
        onError: (error) => {
          setRefusal(liveErrorMessage(error, 'You are not registered: something went wrong.'));
          if (isApiError(error) && STALE_LIST_CODES.has(error.code)) {
            void sessions.refetch();
          }
          onRegisterRefused?.(error);
        },
      });
    };

    let action: ReactNode = null;
    if (access.kind === 'not-allowed') {
      action = (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">
            Registering needs a membership, which includes every course, or a purchase of this course.
          </p>
          {access.offers}
        </div>
      );
    } else if (others.length > 0) {
      const switching = mine !== null;
      action = (
        <div className="space-y-2">
          <Button
            text={switching ? 'Switch to this session' : 'Register for this session'}
            loading={access.kind === 'checking' || register.isPending}
            disabled={!selected || selected.seatsLeft === 0 || selected.id === mine?.session.id}
            onClick={submit}
          />
          {access.kind === 'visitor' && (
            <p className="text-sm text-slate-700">
              Create a free account to register; we&apos;ll bring you back to this course. Already have an
              account?{' '}
              <Link to={paths.signIn} className="font-semibold text-brand-700 underline underline-offset-2">
                Log in
              </Link>
            </p>
          )}
        </div>
      );
    }

    body = (
      <div className="space-y-5">
        {mine && <RegistrationSummary registration={mine} now={now} leaveUrl={leaveUrl} />}
        {items.length === 0 && !mine ? (
          <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
            <CalendarX aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
            <p className="text-sm text-slate-800">
              No session of this course is open for registration right now.{' '}
              <Link
                to={BROWSE_LIVE_PATH}
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                Browse live courses
              </Link>
            </p>
          </div>
        ) : null}
        {others.length > 0 && (
          <SessionPicker
            sessions={items}
            now={now}
            selectedId={selectedId}
            onSelect={(id) => {
              setPicked(id);
              setRefusal(null);
            }}
            registeredSessionId={mine?.session.id ?? null}
            legend={mine ? 'Switch to another session' : 'Choose a session'}
          />
        )}
        {action}
        {refusal && (
          <p
            role="alert"
            className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-900 ring-1 ring-red-200"
          >
            {refusal}
          </p>
        )}
      </div>
    );
  }

  return (
    <section id="live-sessions" aria-labelledby="live-sessions-heading" className="scroll-mt-6">
      <h2 id="live-sessions-heading" className="text-xl font-semibold text-slate-900">
        Sessions
      </h2>
      <p className="mb-4 mt-1 text-sm text-slate-700">
        Times are shown in your time zone ({viewerTimeZone()}).
      </p>
      {body}
    </section>
  );
}
