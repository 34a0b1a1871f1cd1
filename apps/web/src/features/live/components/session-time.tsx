import { formatSessionDateTime } from '../../../lib/format-date';

/** A session's start in the viewer's time zone, named: "Tue, Dec 1, 2026, 10:00 AM EST". */
export function SessionTime({ startsAt, className }: { startsAt: string; className?: string }) {
  return (
    <time dateTime={startsAt} className={className}>
      {formatSessionDateTime(startsAt)}
    </time>
  );
}
