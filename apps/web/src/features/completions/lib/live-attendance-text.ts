import type { LiveAttendanceSummary } from '@counsel/contracts';
import { formatSessionDateTime, formatTime } from '../../../lib/format-date';

/*
 * A live session's attendance in a lawyer's words (docs/product-rules.md#live-credit): the time attended, the
 * minutes the attendance codes verified, and the minimum below which the session earns no credit.
 */

const minutesFormatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** 48 → "48", 22.5 → "22.5" (half of a 45-minute session). */
export function formatMinutes(minutes: number): string {
  return minutesFormatter.format(minutes);
}

/** "1 minute", "48 minutes". */
export function minutesPhrase(minutes: number): string {
  return `${formatMinutes(minutes)} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

function sameLocalDay(a: Date, b: Date): boolean {
  return a.toDateString() === b.toDateString();
}

/**
 * "Credit opens when the session ends at 4:30 PM EST." (today), or "…ends on Tue, Mar 9, 2027, 4:30 PM EST." —
 * in the viewer's time zone, named.
 */
export function creditOpensText(endsAt: string, now: Date): string {
  return sameLocalDay(new Date(endsAt), now)
    ? `Credit opens when the session ends at ${formatTime(endsAt)}.`
    : `Credit opens when the session ends on ${formatSessionDateTime(endsAt)}.`;
}

/** "the 2 of 3 attendance codes you entered", "all 3 attendance codes you entered", "the attendance code you entered". */
function codesPhrase({ codesShown, codesEntered }: LiveAttendanceSummary): string {
  if (codesEntered < codesShown) return `the ${codesEntered} of ${codesShown} attendance codes you entered`;
  return codesShown === 1
    ? 'the attendance code you entered'
    : `all ${codesShown} attendance codes you entered`;
}

/**
 * After the session: "You attended 52 of 60 minutes; 48 minutes were verified by the 2 of 3 attendance codes you
 * entered."
 */
export function attendanceSentence(attendance: LiveAttendanceSummary): string {
  const { presentMinutes, durationMinutes, verifiedMinutes, codesShown, codesEntered } = attendance;
  if (presentMinutes === 0 && verifiedMinutes === 0) {
    return 'We have no record of you in this session, so no minutes were verified.';
  }
  const attended = `You attended ${presentMinutes} of ${minutesPhrase(durationMinutes)}`;
  if (codesShown === 0) return `${attended}; no attendance code was shown, so no minutes were verified.`;
  if (codesEntered === 0) {
    const missed =
      codesShown === 1
        ? 'you did not enter the attendance code'
        : `you entered none of the ${codesShown} attendance codes`;
    return `${attended}; none of it was verified, because ${missed}.`;
  }
  const verified =
    verifiedMinutes === 0
      ? 'no minutes were'
      : `${minutesPhrase(verifiedMinutes)} ${verifiedMinutes === 1 ? 'was' : 'were'}`;
  return `${attended}; ${verified} verified by ${codesPhrase(attendance)}.`;
}

/** While the session runs: "12 minutes verified; 1 of 3 attendance codes entered." */
export function verifiedSoFarText({
  verifiedMinutes,
  codesShown,
  codesEntered,
}: LiveAttendanceSummary): string {
  const codes =
    codesShown === 0
      ? 'no attendance code shown yet'
      : `${codesEntered} of ${codesShown} attendance ${codesShown === 1 ? 'code' : 'codes'} entered`;
  return `${minutesPhrase(verifiedMinutes)} verified; ${codes}.`;
}

/** The session is over and its verified time reached the minimum: its credit can be claimed. */
export function minimumMet(attendance: LiveAttendanceSummary): boolean {
  return attendance.verifiedMinutes >= attendance.minimumMinutes;
}

/** Above the minimum: "Your 48 verified minutes count for credit (at least 25 are needed)." */
export function creditCountsText({ verifiedMinutes, minimumMinutes }: LiveAttendanceSummary): string {
  const counted = verifiedMinutes === 1 ? 'minute counts' : 'minutes count';
  return `Your ${formatMinutes(verifiedMinutes)} verified ${counted} for credit (at least ${formatMinutes(
    minimumMinutes,
  )} are needed).`;
}

/** Below the minimum: what is needed, that this session earns nothing, and what to do instead. */
export function belowMinimumText({ minimumMinutes }: LiveAttendanceSummary): string {
  return (
    `At least ${formatMinutes(minimumMinutes)} verified minutes are needed for credit, so no credit can be ` +
    'claimed for this session. To earn credit, attend another session of this course and enter each attendance ' +
    'code shown during it.'
  );
}
