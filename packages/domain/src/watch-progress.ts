/*
 * The server's judgement of video heartbeats (docs/product-rules.md#attendance-verification). The player only
 * reports what it plays; these rules decide what counts:
 * - a range is credited only from a session's last heartbeat, and only as far as that session's clock allows: the
 *   wall-clock time since the session's first heartbeat at the allowed playback rate, +10 % and +2 s once. Times
 *   are receipt times, which waiting in a queue only makes later: a heartbeat delayed or bunched after the session's first
 *   never loses credit;
 * - a jump (forward seek or start, forged position, more playback in one heartbeat than a heartbeat gap allows)
 *   credits nothing and restarts the session's clock at that heartbeat;
 * - heartbeats overtaken by a later one (sequence numbers) are ignored; the later one claims their playback;
 * - one enrollment has one credit clock: two devices playing at once cannot earn more than the clock allows.
 * Pure functions: the API stores the state and calls them inside a row lock.
 */

export type Range = [start: number, end: number];

export type HeartbeatEventName = 'start' | 'tick' | 'pause' | 'seek' | 'ended' | 'hidden';

export interface HeartbeatRules {
  /** The fastest playback rate that still earns credit (1 in production; tests may allow more). */
  maxPlaybackRate: number;
  /**
   * A heartbeat arrives every 10–15 s while playing: one heartbeat may report at most this many seconds of wall
   * clock of playback (at the allowed rate, with the tolerance), so a longer silence is not credited beyond it.
   */
  maxGapSeconds: number;
  /** Jitter allowance: `toleranceRatio` of the allowed advance plus `toleranceSeconds`. */
  toleranceRatio: number;
  toleranceSeconds: number;
}

export const DEFAULT_HEARTBEAT_RULES: HeartbeatRules = {
  maxPlaybackRate: 1,
  maxGapSeconds: 30,
  toleranceRatio: 0.1,
  toleranceSeconds: 2,
};

/** Two ranges closer than this (seconds) are one: heartbeats round positions. */
const MERGE_EPSILON = 0.5;

/** Sorted, non-overlapping ranges (touching or nearly touching ranges are joined). */
export function mergeRanges(ranges: readonly Range[]): Range[] {
  const sorted = ranges
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end > start)
    .map(([start, end]): Range => [start, end])
    .sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1] + MERGE_EPSILON) last[1] = Math.max(last[1], range[1]);
    else merged.push(range);
  }
  return merged;
}

/** Seconds of [from, to] covered by the ranges. */
export function coveredSeconds(ranges: readonly Range[], from: number, to: number): number {
  let total = 0;
  for (const [start, end] of mergeRanges(ranges)) {
    const overlap = Math.min(end, to) - Math.max(start, from);
    if (overlap > 0) total += overlap;
  }
  return total;
}

/** Whole percent of the video watched (never 100 before the rule is met, so "100%" always means done). */
export function progressPercent(ranges: readonly Range[], durationSeconds: number): number {
  if (durationSeconds <= 0) return 0;
  const percent = Math.floor((coveredSeconds(ranges, 0, durationSeconds) / durationSeconds) * 100);
  return Math.min(percent, watchRequirementMet(ranges, durationSeconds) ? 100 : 99);
}

/**
 * The course's rule: all of the content, allowing a few seconds at each end (players start a moment late and
 * `ended` fires a moment early) and one second of rounding gaps in between.
 */
export function watchRequirementMet(
  ranges: readonly Range[],
  durationSeconds: number,
  endAllowanceSeconds = 3,
): boolean {
  const from = Math.min(endAllowanceSeconds, durationSeconds / 10);
  const to = durationSeconds - from;
  return coveredSeconds(ranges, from, to) >= to - from - 1;
}

/** The player may seek to the start, or anywhere inside what was watched (its end included, a little slack). */
export function canSeekTo(ranges: readonly Range[], target: number, slackSeconds = 1): boolean {
  if (target <= slackSeconds) return true;
  return mergeRanges(ranges).some(
    ([start, end]) => target >= start - slackSeconds && target <= end + slackSeconds,
  );
}

export interface SessionAnchor {
  position: number;
  /** Server receipt time of this session's last heartbeat, epoch ms. */
  at: number;
  /** The player's sequence number of that heartbeat (a late, older one arriving after it is ignored). */
  sequence?: number;
  /**
   * The session's clock, epoch ms: the earliest moment at which its credited playback, at the allowed rate (with
   * the tolerance), could have reached `position`. It starts at the session's first heartbeat and only moves on;
   * a forward jump restarts it at that heartbeat. (Absent on anchors stored before it existed: `at`.)
   */
  clockAt?: number;
}

export interface HeartbeatInput {
  event: HeartbeatEventName;
  position: number;
  /** `seek`: the position just before the jump. */
  previousPosition?: number;
  /** The player's running number of this heartbeat in its session. */
  sequence?: number;
  /** Server receipt time, epoch ms. */
  at: number;
  durationSeconds: number;
}

export interface JudgeState {
  ranges: Range[];
  /** This session's last heartbeat, or null on its first. */
  anchor: SessionAnchor | null;
  /**
   * The enrollment's one credit clock, epoch ms: how far credited playback of any session has used up the wall
   * clock. Each credited range is placed after it, so sessions in parallel share one clock instead of doubling up.
   */
  creditClockAt: number | null;
}

export type HeartbeatVerdict = 'credited' | 'anchored' | 'jump' | 'backwards' | 'stale';

export interface JudgeResult {
  verdict: HeartbeatVerdict;
  credited: Range | null;
  ranges: Range[];
  anchor: SessionAnchor;
  creditClockAt: number | null;
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/** Wall-clock milliseconds that `seconds` of video take at the fastest creditable rate, tolerance included. */
const playbackMs = (seconds: number, rules: HeartbeatRules) =>
  (seconds * 1000) / (rules.maxPlaybackRate * (1 + rules.toleranceRatio));

/** A clock (re)started at `at`: the tolerance is granted once, as a head start. */
const clockStartingAt = (at: number, rules: HeartbeatRules) => at - playbackMs(rules.toleranceSeconds, rules);

interface Claim {
  verdict: HeartbeatVerdict;
  credited: Range | null;
  clockAt: number;
  creditClockAt: number | null;
}

/**
 * Credits [anchor.position, to] when the session's clock and the enrollment's credit clock both allow it. The
 * test compares positions with the session's clock, which started at its first heartbeat's receipt: a heartbeat
 * that waited in a queue is only received later, so a delay can make the allowance larger, never smaller. No
 * single heartbeat may report more playback than a heartbeat gap allows (a long silence is not credited).
 */
function claim(
  state: JudgeState,
  anchor: SessionAnchor,
  to: number,
  at: number,
  rules: HeartbeatRules,
): Claim {
  const clockAt = anchor.clockAt ?? clockStartingAt(anchor.at, rules);
  const unchanged = { credited: null, clockAt, creditClockAt: state.creditClockAt };
  const advance = to - anchor.position;
  if (advance < -MERGE_EPSILON) return { verdict: 'backwards', ...unchanged };
  if (advance <= MERGE_EPSILON) return { verdict: 'anchored', ...unchanged };
  const maxAdvance =
    rules.maxGapSeconds * rules.maxPlaybackRate * (1 + rules.toleranceRatio) + rules.toleranceSeconds;
  const reached = Math.max(clockAt, state.creditClockAt ?? clockAt) + playbackMs(advance, rules);
  if (advance > maxAdvance || reached > at) return { verdict: 'jump', ...unchanged };
  return { verdict: 'credited', credited: [anchor.position, to], clockAt: reached, creditClockAt: reached };
}

/**
 * Judges one heartbeat of one session. `start` and the landing point of a `seek` only anchor; `tick`, `pause`,
 * `ended`, `hidden` (and a `seek`'s previous position) credit from the anchor when the clocks allow. A heartbeat
 * whose sequence number shows that earlier ones are still on their way claims the playback they would have
 * reported (whatever its event); when they arrive they are stale. Moving forward without credit (a jump, a
 * forward seek or start) restarts the session's clock at this heartbeat, so time saved earlier is not spent there.
 */
export function judgeHeartbeat(state: JudgeState, input: HeartbeatInput, rules: HeartbeatRules): JudgeResult {
  const { anchor } = state;
  if (anchor?.sequence !== undefined && input.sequence !== undefined && input.sequence <= anchor.sequence) {
    // Delivered out of order: an older heartbeat than the one already judged changes nothing.
    return {
      verdict: 'stale',
      credited: null,
      ranges: state.ranges,
      anchor,
      creditClockAt: state.creditClockAt,
    };
  }
  const duration = input.durationSeconds;
  const position = clamp(input.position, duration);
  const overtook =
    anchor?.sequence !== undefined && input.sequence !== undefined && input.sequence > anchor.sequence + 1;
  const creditTarget =
    input.event === 'seek'
      ? input.previousPosition === undefined
        ? null
        : clamp(input.previousPosition, duration)
      : input.event === 'start'
        ? overtook
          ? position
          : null
        : input.event === 'ended'
          ? duration
          : position;
  const outcome: Claim | null =
    anchor && creditTarget !== null ? claim(state, anchor, creditTarget, input.at, rules) : null;
  const landing = input.event === 'ended' ? duration : position;
  const reached = outcome?.credited?.[1] ?? anchor?.position ?? landing;
  const kept = anchor ? (outcome?.clockAt ?? anchor.clockAt ?? clockStartingAt(anchor.at, rules)) : -Infinity;
  const restart = !anchor || outcome?.verdict === 'jump' || landing > reached + MERGE_EPSILON;
  return {
    verdict: outcome?.verdict ?? 'anchored',
    credited: outcome?.credited ?? null,
    ranges: outcome?.credited ? mergeRanges([...state.ranges, outcome.credited]) : state.ranges,
    creditClockAt: outcome?.creditClockAt ?? state.creditClockAt,
    anchor: {
      position: landing,
      at: input.at,
      ...(input.sequence !== undefined ? { sequence: input.sequence } : {}),
      clockAt: restart ? Math.max(kept, clockStartingAt(input.at, rules)) : kept,
    },
  };
}

/** The moments of a video's attendance codes (NY: at least one per 50 minutes; one in the last 10 minutes). */
export interface CheckpointPlan {
  ordinal: number;
  momentSeconds: number;
}

/**
 * Plans attendance-code moments at random: one per 25-minute segment (so consecutive codes are never more than 50
 * minutes apart), the last within the final 10 minutes, none in the opening 30% of a short video or in its closing
 * seconds (the lawyer must still be watching when it shows). `random` returns [0, 1).
 */
export function planCheckpoints(durationSeconds: number, random: () => number): CheckpointPlan[] {
  const segmentTarget = 25 * 60;
  const count = Math.max(1, Math.ceil(durationSeconds / segmentTarget));
  const length = durationSeconds / count;
  const endMargin = Math.max(3, Math.min(30, durationSeconds * 0.05));
  const plans: CheckpointPlan[] = [];
  for (let index = 0; index < count; index += 1) {
    const isLast = index === count - 1;
    let from = index * length;
    let to = (index + 1) * length;
    if (isLast) {
      from = Math.max(from, durationSeconds - 10 * 60, durationSeconds * 0.3);
      to = durationSeconds - endMargin;
    }
    const moment = from + random() * Math.max(0, to - from);
    plans.push({ ordinal: index + 1, momentSeconds: Math.round(moment * 10) / 10 });
  }
  return plans;
}

/**
 * Whether playback crossed the moment during a credited range (the code can be shown): from before it to at or
 * after it. The start is exclusive, so a moment that falls exactly on a heartbeat's position is reached by one
 * range, not by the range that ends there and again by the one that starts there (which would show two codes).
 */
export function rangeReaches(range: Range, momentSeconds: number): boolean {
  return range[0] < momentSeconds && momentSeconds <= range[1];
}
