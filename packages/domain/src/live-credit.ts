import { earnedCreditHours } from './credits.js';
import { mergeIntervals, type PresenceInterval } from './live-presence.js';

/*
 * Credit for attending a live session (docs/product-rules.md#live-credit), without I/O.
 *
 * The session is cut into segments by its attendance codes: segment i runs from the previous code's moment (the
 * start, for the first) to code i's moment, and the tail runs from the last code to the end. A segment is verified
 * when the lawyer entered its closing code (the tail: the last code). Verified time is the presence the server
 * recorded inside verified segments, so a lawyer who missed a code still earns the time the other codes verify.
 * Credit needs a minimum of verified time (25 minutes, or half of a shorter session: NY's 25-minute minimum) and is
 * that time by the jurisdiction's credit hour (credits.ts `earnedCreditHours`), never above the approved hours.
 */

/** New York's shortest creditable session; a session shorter than 50 minutes needs half its length instead. */
export const LIVE_MINIMUM_MINUTES = 25;

export interface LiveCodeFact {
  /** Seconds after the session's start when the code was shown. */
  momentSeconds: number;
  entered: boolean;
}

export interface LiveAttendanceInput {
  /** Verified presence, [from, to] epoch ms (live-presence.ts). */
  intervals: readonly PresenceInterval[];
  /** The session's start, epoch ms. */
  startMs: number;
  durationMinutes: number;
  codes: readonly LiveCodeFact[];
}

export interface LiveAttendance {
  /** Presence inside the session, whether or not a code verified it. */
  presentSeconds: number;
  /** Presence inside segments closed by an entered code: what earns credit. */
  verifiedSeconds: number;
  /** Whole verified minutes (rounded down): the figure credit is computed from. */
  verifiedMinutes: number;
  minimumMinutes: number;
  minimumMet: boolean;
  codesShown: number;
  codesEntered: number;
}

/** The verified time credit needs: 25 minutes, or half of a session shorter than 50 minutes. */
export function liveMinimumMinutes(durationMinutes: number): number {
  return Math.min(LIVE_MINIMUM_MINUTES, durationMinutes / 2);
}

/** The [from, to] epoch-ms segments whose closing code the lawyer entered. */
export function verifiedSegments(
  startMs: number,
  durationMinutes: number,
  codes: readonly LiveCodeFact[],
): PresenceInterval[] {
  const endMs = startMs + durationMinutes * 60_000;
  const sorted = [...codes].sort((a, b) => a.momentSeconds - b.momentSeconds);
  const segments: PresenceInterval[] = [];
  let from = startMs;
  for (const code of sorted) {
    const to = Math.min(endMs, startMs + code.momentSeconds * 1000);
    if (code.entered && to > from) segments.push([from, to]);
    from = Math.max(from, to);
  }
  const last = sorted[sorted.length - 1];
  if (last?.entered && endMs > from) segments.push([from, endMs]);
  return mergeIntervals(segments);
}

function overlapMs(a: readonly PresenceInterval[], b: readonly PresenceInterval[]): number {
  let total = 0;
  for (const [aFrom, aTo] of a) {
    for (const [bFrom, bTo] of b) total += Math.max(0, Math.min(aTo, bTo) - Math.max(aFrom, bFrom));
  }
  return total;
}

export function liveAttendance(input: LiveAttendanceInput): LiveAttendance {
  const presence = mergeIntervals(input.intervals);
  const session: PresenceInterval[] = [[input.startMs, input.startMs + input.durationMinutes * 60_000]];
  const presentSeconds = overlapMs(presence, session) / 1000;
  const verifiedSeconds =
    overlapMs(presence, verifiedSegments(input.startMs, input.durationMinutes, input.codes)) / 1000;
  const verifiedMinutes = Math.floor(verifiedSeconds / 60 + 1e-9);
  const minimumMinutes = liveMinimumMinutes(input.durationMinutes);
  return {
    presentSeconds,
    verifiedSeconds,
    verifiedMinutes,
    minimumMinutes,
    minimumMet: verifiedMinutes >= minimumMinutes,
    codesShown: input.codes.length,
    codesEntered: input.codes.filter((code) => code.entered).length,
  };
}

/** The credit one approved line earns for this attendance: none below the minimum, else credits.ts arithmetic. */
export function liveCreditHours(
  attendance: Pick<LiveAttendance, 'minimumMet' | 'verifiedMinutes'>,
  line: { approvedHours: number; minutesPerCreditHour: number; jurisdictionCode: string },
): number {
  if (!attendance.minimumMet) return 0;
  return earnedCreditHours({ ...line, durationMinutes: attendance.verifiedMinutes });
}
