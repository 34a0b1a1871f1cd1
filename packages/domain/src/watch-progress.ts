/*
 * The server's judgement of video heartbeats (docs/product-rules.md#attendance-verification). The player only
 * reports what it plays; these rules decide what counts:
 * - a range is credited only from a session's last heartbeat, and only as far as that session's clock allows: the
 *   wall-clock time since the session started at the allowed playback rate, +10 % and +2 s once. The session starts
 *   when the server issued its playback (the playback-session token), or, without one, at its first heartbeat's
 *   receipt; times are receipt times, which waiting in a queue only makes later, so a heartbeat delayed or bunched
 *   never loses credit, the first one included. A playback issued long before its first heartbeat counts from at
 *   most `maxDeliveryDelaySeconds` before that heartbeat (a fetched-and-kept playback buys no credit);
 * - a jump (forward seek or start, forged position, more playback in one heartbeat than a heartbeat gap allows)
 *   credits nothing and restarts the session's clock at that heartbeat;
 * - heartbeats overtaken by a later one (sequence numbers) are ignored; the later one claims their playback. A
 *   session's first heartbeats overtaken by later ones credit, when they arrive, the playback up to the earliest
 *   one judged (charged to the same clocks);
 * - one enrollment has one credit clock: two devices playing at once cannot earn more than the clock allows.
 * Pure functions: the API stores the state and calls them inside a row lock.
 */
import { MERGE_EPSILON, mergeRanges, type Range } from './watch-ranges.js';

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
  /**
   * How long a session's first heartbeat may have waited (in the player, the network or a busy server's queues)
   * after its playback was issued: the session's clock starts at the playback's issue, but never earlier than this
   * before the first heartbeat's receipt.
   */
  maxDeliveryDelaySeconds: number;
}

export const DEFAULT_HEARTBEAT_RULES: HeartbeatRules = {
  maxPlaybackRate: 1,
  maxGapSeconds: 30,
  toleranceRatio: 0.1,
  toleranceSeconds: 2,
  maxDeliveryDelaySeconds: 30,
};

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
  /**
   * The earliest heartbeat of this session judged so far, when it was not the session's first (sequence above 0):
   * the older ones are still on their way, and the playback they report before `position` may still be credited
   * when they arrive (`reportsPlayback`: that heartbeat reported playback up to its position — a tick, pause,
   * hidden or ended — rather than a start or a seek's landing).
   */
  earliest?: { sequence: number; position: number; reportsPlayback: boolean };
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
  /**
   * When the server issued this playback session (GET /api/mux/{courseId}'s token), epoch ms: the session's clock
   * starts there, at most `maxDeliveryDelaySeconds` before its first heartbeat. Absent: at the first heartbeat.
   */
  sessionStartedAt?: number;
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

/**
 * Where a new session's clock starts: when the server issued its playback, if that was before its first heartbeat
 * was received (which may have waited in queues), but no more than `maxDeliveryDelaySeconds` before.
 */
function sessionStart(input: HeartbeatInput, rules: HeartbeatRules): number {
  const issued = input.sessionStartedAt;
  if (issued === undefined || !Number.isFinite(issued)) return input.at;
  return Math.min(input.at, Math.max(issued, input.at - rules.maxDeliveryDelaySeconds * 1000));
}

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
    // Delivered out of order: an older heartbeat than the one already judged changes nothing, unless it is older
    // than every one judged so far (the session's first ones overtaken in a queue) and opens the playback they
    // reported.
    return (
      claimEarlier(state, anchor, input, input.sequence, rules) ?? {
        verdict: 'stale',
        credited: null,
        ranges: state.ranges,
        anchor,
        creditClockAt: state.creditClockAt,
      }
    );
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
  const kept = anchor
    ? (outcome?.clockAt ?? anchor.clockAt ?? clockStartingAt(anchor.at, rules))
    : clockStartingAt(sessionStart(input, rules), rules);
  const restart = outcome?.verdict === 'jump' || landing > reached + MERGE_EPSILON;
  const earliest = anchor
    ? anchor.earliest
    : input.sequence !== undefined && input.sequence > 0
      ? { sequence: input.sequence, position: landing, reportsPlayback: reportsPlayback(input.event) }
      : undefined;
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
      ...(earliest ? { earliest } : {}),
    },
  };
}

/** A heartbeat that reports playback up to its position (not a start, nor a seek's landing point). */
const reportsPlayback = (event: HeartbeatEventName) => event !== 'start' && event !== 'seek';

/**
 * A heartbeat older than every one of its session judged so far (they overtook it in a queue): it credits the
 * playback from its position to the earliest one's, when that one reported playback and the clocks still allow it
 * on top of everything the session and the enrollment were credited (charged as if watched last, so it never
 * gives more than in order). Null when it changes nothing (a plain stale heartbeat).
 */
function claimEarlier(
  state: JudgeState,
  anchor: SessionAnchor,
  input: HeartbeatInput,
  sequence: number,
  rules: HeartbeatRules,
): JudgeResult | null {
  const earliest = anchor.earliest;
  if (!earliest || sequence >= earliest.sequence) return null;
  const from = clamp(input.event === 'ended' ? input.durationSeconds : input.position, input.durationSeconds);
  const before = {
    ...anchor,
    earliest: { sequence, position: from, reportsPlayback: reportsPlayback(input.event) },
  };
  const unchanged = { credited: null, ranges: state.ranges, creditClockAt: state.creditClockAt };
  if (!earliest.reportsPlayback) return { verdict: 'stale', ...unchanged, anchor: before };
  const outcome = claim(
    state,
    { position: from, at: anchor.at, clockAt: anchor.clockAt ?? clockStartingAt(anchor.at, rules) },
    earliest.position,
    input.at,
    rules,
  );
  if (!outcome.credited)
    return { verdict: outcome.verdict === 'jump' ? 'jump' : 'stale', ...unchanged, anchor: before };
  return {
    verdict: 'credited',
    credited: outcome.credited,
    ranges: mergeRanges([...state.ranges, outcome.credited]),
    creditClockAt: outcome.creditClockAt,
    anchor: { ...before, clockAt: outcome.clockAt },
  };
}
