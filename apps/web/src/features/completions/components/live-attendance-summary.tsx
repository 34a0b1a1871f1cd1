import type { LiveAttendanceSummary as LiveAttendance } from '@counsel/contracts';
import { CalendarClock, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNow } from '../../../hooks/use-now';
import { formatSessionDateTime, formatTime } from '../../../lib/format-date';
import {
  attendanceSentence,
  belowMinimumText,
  creditCountsText,
  creditOpensText,
  minimumMet,
  verifiedSoFarText,
} from '../lib/live-attendance-text';

/** The clock "Credit opens when…" reads (today or another day; the session under way). */
const SUMMARY_CLOCK_MS = 60_000;

export interface LiveAttendanceSummaryProps {
  /** Null: the lawyer is not registered for a session of the course. */
  attendance: LiveAttendance | null;
  headingId: string;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="sm:grid sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="font-medium text-slate-900">{term}</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}

/**
 * "Your attendance" at the live session, in words: before and while it runs, when credit opens (in the viewer's
 * time zone) and the time verified so far; after it, the minutes attended and verified by the codes entered, and —
 * below the minimum — that this session earns no credit and what to do instead.
 */
export function LiveAttendanceSummary({ attendance, headingId }: LiveAttendanceSummaryProps) {
  const now = useNow(SUMMARY_CLOCK_MS, attendance !== null && !attendance.sessionEnded);
  let body: ReactNode;
  if (!attendance) {
    body = (
      <p className="text-sm text-slate-800">
        Register for a session of this course to earn credit for it. Credit opens when your session ends.
      </p>
    );
  } else {
    const ended = attendance.sessionEnded;
    const started = new Date(attendance.startsAt).getTime() <= now.getTime();
    const met = minimumMet(attendance);
    body = (
      <div className="space-y-3 text-sm">
        {ended ? null : (
          <p className="flex items-start gap-2 font-medium text-slate-900">
            <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {creditOpensText(attendance.endsAt, now)}
          </p>
        )}
        <dl className="space-y-2">
          <Fact term="Your session">
            <time dateTime={attendance.startsAt}>{formatSessionDateTime(attendance.startsAt)}</time> to{' '}
            <time dateTime={attendance.endsAt}>{formatTime(attendance.endsAt)}</time>
          </Fact>
          {!ended && started ? <Fact term="Verified so far">{verifiedSoFarText(attendance)}</Fact> : null}
          {ended ? <Fact term="Attendance">{attendanceSentence(attendance)}</Fact> : null}
          {ended && met ? <Fact term="Credit">{creditCountsText(attendance)}</Fact> : null}
        </dl>
        {ended && !met ? (
          <div className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>
              <strong className="font-semibold">No credit for this session.</strong>{' '}
              {belowMinimumText(attendance)}
            </p>
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 text-base font-semibold text-slate-900">
        Your attendance
      </h3>
      {body}
    </section>
  );
}
