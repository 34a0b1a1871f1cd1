import { formatSessionDateTime, formatTimeElsewhere } from '../../../lib/format-date';

/**
 * A session's start in the viewer's time zone, named: "Tue, Dec 1, 2026, 10:00 AM EST", and, with the organiser's
 * zone when it reads differently, "(3:00 PM GMT for the organiser)".
 */
export function SessionTime({
  startsAt,
  timeZone,
  className,
}: {
  startsAt: string;
  /** The organiser's IANA zone. */
  timeZone?: string;
  className?: string;
}) {
  const organiser = timeZone ? formatTimeElsewhere(startsAt, timeZone) : null;
  return (
    <>
      <time dateTime={startsAt} className={className}>
        {formatSessionDateTime(startsAt)}
      </time>
      {organiser ? (
        <span className="text-sm font-normal text-slate-700"> ({organiser} for the organiser)</span>
      ) : null}
    </>
  );
}
