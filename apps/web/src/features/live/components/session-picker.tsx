import type { LiveSession } from '@counsel/contracts';
import { Clock, Users } from 'lucide-react';
import { useId } from 'react';
import { seatsLeftText, sessionDuration } from '../lib/session-labels';
import { sessionStatusMessage, sessionStatusView } from '../lib/session-status';
import { SessionStatusBadge } from './session-status-badge';
import { SessionTime } from './session-time';

export interface SessionPickerProps {
  sessions: readonly LiveSession[];
  now: Date;
  selectedId: string | null;
  onSelect: (sessionId: string) => void;
  /** The session the lawyer is registered for, marked "Your session". */
  registeredSessionId?: string | null;
  legend: string;
}

/**
 * The open sessions as radio buttons: start in the viewer's time zone, duration, seats left ("Full" cannot be
 * picked) and the status, recomputed with `now`.
 */
export function SessionPicker({
  sessions,
  now,
  selectedId,
  onSelect,
  registeredSessionId = null,
  legend,
}: SessionPickerProps) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      <ul role="list" className="space-y-2">
        {sessions.map((session) => {
          const view = sessionStatusView(session, now);
          const full = session.seatsLeft === 0 && session.id !== registeredSessionId;
          const checked = selectedId === session.id;
          const detailsId = `${name}-${session.id}-details`;
          return (
            <li key={session.id}>
              <label
                className={`flex gap-3 rounded-lg border p-3 ${
                  checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white'
                } ${full ? 'cursor-not-allowed' : 'cursor-pointer hover:border-brand-500'}`}
              >
                <input
                  type="radio"
                  name={name}
                  value={session.id}
                  checked={checked}
                  disabled={full}
                  aria-describedby={detailsId}
                  onChange={() => {
                    onSelect(session.id);
                  }}
                  className="mt-1 size-4 shrink-0 accent-brand-700"
                />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <SessionTime
                      startsAt={session.startsAt}
                      timeZone={session.timeZone}
                      className="font-semibold text-slate-900"
                    />
                    <SessionStatusBadge phase={view.phase} />
                    {session.id === registeredSessionId && (
                      <span className="rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-inset ring-green-300">
                        Your session
                      </span>
                    )}
                  </span>
                  <span id={detailsId} className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
                    <span className="inline-flex items-center gap-1">
                      <Clock aria-hidden="true" className="size-4" />
                      {sessionDuration(session.durationMinutes)}
                    </span>
                    <span
                      className={`inline-flex items-center gap-1 ${session.seatsLeft === 0 ? 'font-semibold text-red-800' : ''}`}
                    >
                      <Users aria-hidden="true" className="size-4" />
                      {seatsLeftText(session)}
                    </span>
                    <span>{sessionStatusMessage(session, view, now)}</span>
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
