/**
 * Presence in a live session, judged by the server from the room's heartbeats (docs/product-rules.md#live-webinars):
 * time counts only between two heartbeats of the same open page that arrived at most `maxGapMs` apart, only inside
 * the session's scheduled [start, end], and two pages (tabs, devices) at once never count twice (intervals merge).
 */

export type PresenceInterval = [number, number];

export interface PresenceState {
  /** Merged, sorted [from, to] epoch-ms intervals of verified presence. */
  intervals: PresenceInterval[];
  /** Each open page's last heartbeat (epoch ms). */
  clients: Record<string, number>;
}

export interface PresenceRules {
  /** The most two heartbeats may be apart for the time between them to count (the room beats every 20 s). */
  maxGapMs: number;
  /** Pages silent for longer are forgotten. */
  clientRetentionMs: number;
}

export const DEFAULT_PRESENCE_RULES: PresenceRules = { maxGapMs: 45_000, clientRetentionMs: 10 * 60_000 };

export function mergeIntervals(intervals: readonly PresenceInterval[]): PresenceInterval[] {
  const sorted = intervals
    .filter(([from, to]) => to > from)
    .map(([from, to]): PresenceInterval => [from, to])
    .sort((a, b) => a[0] - b[0]);
  const merged: PresenceInterval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval[0] <= last[1]) last[1] = Math.max(last[1], interval[1]);
    else merged.push(interval);
  }
  return merged;
}

export function presenceSeconds(intervals: readonly PresenceInterval[]): number {
  return mergeIntervals(intervals).reduce((total, [from, to]) => total + (to - from) / 1000, 0);
}

/**
 * One heartbeat of page `clientId` received at `at` (server time): the time since that page's previous heartbeat
 * counts when it is at most `maxGapMs`, clipped to the session's [start, end]. The first heartbeat of a page only
 * anchors it. A heartbeat older than the page's last one changes nothing.
 */
export function recordHeartbeat(
  state: PresenceState,
  beat: { clientId: string; at: number },
  session: { start: number; end: number },
  rules: PresenceRules = DEFAULT_PRESENCE_RULES,
): PresenceState {
  const previous = state.clients[beat.clientId];
  if (previous !== undefined && beat.at <= previous) return state;
  const intervals = [...state.intervals];
  if (previous !== undefined && beat.at - previous <= rules.maxGapMs) {
    const from = Math.max(previous, session.start);
    const to = Math.min(beat.at, session.end);
    if (to > from) intervals.push([from, to]);
  }
  const clients: Record<string, number> = {};
  for (const [id, last] of Object.entries(state.clients)) {
    if (beat.at - last <= rules.clientRetentionMs) clients[id] = last;
  }
  clients[beat.clientId] = beat.at;
  return { intervals: mergeIntervals(intervals), clients };
}

/**
 * The attendance codes a live room has shown by `offsetSeconds` after the start (their moment has come) and the one
 * on screen now: the latest shown whose `shownSeconds` have not passed. Only a shown code can be entered.
 */
export function codesOnScreen<T extends { momentSeconds: number }>(
  codes: readonly T[],
  offsetSeconds: number,
  shownSeconds: number,
): { shown: T[]; current: T | null } {
  const shown = codes
    .filter((code) => code.momentSeconds <= offsetSeconds)
    .sort((a, b) => a.momentSeconds - b.momentSeconds);
  const latest = shown[shown.length - 1];
  return {
    shown,
    current: latest && offsetSeconds < latest.momentSeconds + shownSeconds ? latest : null,
  };
}

/** A participant's join or leave in a Zoom session (from a webhook or the participant report). */
export interface ZoomPresencePoint {
  participantKey: string;
  kind: 'JOINED' | 'LEFT';
  /** Epoch ms. */
  at: number;
}

/**
 * Presence in a Zoom session from its join and leave events, whatever order they arrived in and however often: per
 * participant (a lawyer may join from two devices), each join is paired with the first leave after it, and the stays
 * are clipped to the session's [start, end] and merged. A join whose leave has not arrived counts nothing yet (the
 * participant report after the session fills it in); a leave without a join before it counts nothing.
 */
export function zoomPresenceIntervals(
  points: readonly ZoomPresencePoint[],
  session: { start: number; end: number },
): PresenceInterval[] {
  const byParticipant = new Map<string, ZoomPresencePoint[]>();
  for (const point of points) {
    byParticipant.set(point.participantKey, [...(byParticipant.get(point.participantKey) ?? []), point]);
  }
  const stays: PresenceInterval[] = [];
  for (const list of byParticipant.values()) {
    // Same moment: the leave first, so a leave and a rejoin at one instant do not pair the rejoin with it.
    const sorted = [...list].sort((a, b) => a.at - b.at || (a.kind === 'LEFT' ? -1 : 1));
    let joinedAt: number | null = null;
    for (const point of sorted) {
      if (point.kind === 'JOINED') {
        joinedAt ??= point.at;
      } else if (joinedAt !== null) {
        const from = Math.max(joinedAt, session.start);
        const to = Math.min(point.at, session.end);
        if (to > from) stays.push([from, to]);
        joinedAt = null;
      }
    }
  }
  return mergeIntervals(stays);
}
