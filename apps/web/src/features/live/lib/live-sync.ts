/**
 * The built-in live room plays the session's recording in sync with the schedule (ADR 015): everyone is at the same
 * moment, the one the server last named (`liveOffsetSeconds`, seconds since the start) plus the time since that
 * answer arrived. Pure functions, so the rule is tested at its edges.
 */

/** How far (seconds) the playhead may drift from the live moment, either way, before it is put back. */
export const LIVE_SYNC_TOLERANCE_SECONDS = 2;

/** The server's latest word on where the session is, and when (this browser's clock) it arrived. */
export interface LiveAnchor {
  liveOffsetSeconds: number;
  receivedAtMs: number;
}

/** Seconds since the start at `nowMs` (negative before it), not clamped. */
export function liveOffsetAt(anchor: LiveAnchor, nowMs: number): number {
  return anchor.liveOffsetSeconds + Math.max(0, nowMs - anchor.receivedAtMs) / 1000;
}

/** Where the stream should be at `nowMs`: the live offset, clamped to [0, durationSeconds]. */
export function liveTargetPosition(anchor: LiveAnchor, nowMs: number, durationSeconds: number): number {
  const offset = liveOffsetAt(anchor, nowMs);
  if (!Number.isFinite(offset) || offset <= 0) return 0;
  return Math.min(offset, Math.max(0, durationSeconds));
}

/** Whether the playhead has left the live moment (ahead of it, or behind it) by more than the tolerance. */
export function shouldSnapToLive(currentSeconds: number, targetSeconds: number): boolean {
  return Math.abs(currentSeconds - targetSeconds) > LIVE_SYNC_TOLERANCE_SECONDS;
}

/**
 * What the stream area shows: `before` the start (poster and countdown), `live` while the recording runs,
 * `after-stream` once it is over but the session goes on (Q&A until the end), `ended` after the scheduled end.
 */
export type LiveStreamPhase = 'before' | 'live' | 'after-stream' | 'ended';

export function liveStreamPhase(
  offsetSeconds: number,
  durationSeconds: number,
  ended: boolean,
): LiveStreamPhase {
  if (ended) return 'ended';
  if (offsetSeconds < 0) return 'before';
  if (offsetSeconds >= durationSeconds) return 'after-stream';
  return 'live';
}

/** "Starts in 5 minutes", "Starts in 1 minute", "Starts in less than a minute" (whole minutes, rounded up). */
export function startsInText(offsetSeconds: number): string {
  const seconds = Math.max(0, -offsetSeconds);
  if (seconds < 1) return 'Starting now';
  const minutes = Math.ceil(seconds / 60);
  if (seconds < 60) return 'Starts in less than a minute';
  return minutes === 1 ? 'Starts in 1 minute' : `Starts in ${minutes} minutes`;
}
