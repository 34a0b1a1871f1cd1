import { Link } from 'react-router';
import type { StaffLiveSession } from '@counsel/contracts';
import { DataTable } from '../../../components/ui/data-table';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorReason } from '../../../lib/error-reason';
import { useLiveSessions } from '../api/staff-live-api';
import { formatSessionStart, ROOM_LABELS } from './format-session';

const COLUMNS = [
  { label: 'Course' },
  { label: 'Starts' },
  { label: 'Length' },
  { label: 'Room' },
  { label: 'Registered' },
  { label: 'Status' },
] as const;

/** One table of sessions (upcoming, or past): each row links to the session's page. */
export function LiveSessionTable({
  caption,
  range,
  hrefFor,
  empty,
  newestFirst = false,
}: {
  caption: string;
  range: { from?: string; to?: string };
  hrefFor: (sessionId: string) => string;
  empty: string;
  newestFirst?: boolean;
}) {
  const list = useLiveSessions(range);
  let rows;
  if (list.data) {
    const sessions: StaffLiveSession[] = newestFirst ? [...list.data.sessions].reverse() : list.data.sessions;
    rows =
      sessions.length === 0 ? (
        <tr>
          <td colSpan={COLUMNS.length} className="px-4 py-6 text-center text-slate-700">
            {empty}
          </td>
        </tr>
      ) : (
        sessions.map((session) => (
          <tr key={session.id}>
            <th scope="row" className="px-4 py-3 text-left font-medium">
              <Link to={hrefFor(session.id)} className="text-brand-700 underline-offset-2 hover:underline">
                {session.courseTitle}
              </Link>
            </th>
            <td className="px-4 py-3">{formatSessionStart(session.startsAt, session.timeZone)}</td>
            <td className="px-4 py-3">{session.durationMinutes} min</td>
            <td className="px-4 py-3">{ROOM_LABELS[session.room]}</td>
            <td className="px-4 py-3">
              {session.registered} / {session.capacity}
            </td>
            <td className="px-4 py-3">{session.canceledAt ? 'Canceled' : 'Scheduled'}</td>
          </tr>
        ))
      );
  } else if (list.isError) {
    rows = (
      <tr>
        <td colSpan={COLUMNS.length} className="px-4 py-6 text-center" role="alert">
          The sessions could not be loaded: {errorReason(list.error, 'please try again.')}
        </td>
      </tr>
    );
  } else {
    rows = (
      <tr>
        <td colSpan={COLUMNS.length} className="px-4 py-3">
          <Skeleton className="h-6 w-full" />
        </td>
      </tr>
    );
  }
  return (
    <DataTable caption={caption} columns={COLUMNS}>
      {rows}
    </DataTable>
  );
}
