import { describe, expect, it } from 'vitest';
import {
  codesOnScreen,
  mergeIntervals,
  presenceSeconds,
  recordHeartbeat,
  zoomPresenceIntervals,
  type PresenceState,
} from './live-presence.js';

const start = 1_000_000;
const session = { start, end: start + 60 * 60_000 };
const empty: PresenceState = { intervals: [], clients: {} };
const beats = (clientId: string, times: number[], from: PresenceState = empty) =>
  times.reduce((state, at) => recordHeartbeat(state, { clientId, at }, session), from);

describe('presence from heartbeats', () => {
  it('counts the time between heartbeats of one page, the first one only anchoring', () => {
    const state = beats('a', [start, start + 20_000, start + 40_000]);
    expect(state.intervals).toEqual([[start, start + 40_000]]);
    expect(presenceSeconds(state.intervals)).toBe(40);
    expect(beats('a', [start]).intervals).toEqual([]);
  });

  it('counts a gap of 45 s, not one of 45.001 s', () => {
    expect(presenceSeconds(beats('a', [start, start + 45_000]).intervals)).toBe(45);
    expect(presenceSeconds(beats('a', [start, start + 45_001]).intervals)).toBe(0);
  });

  it('counts only inside the scheduled session', () => {
    const early = beats('a', [start - 30_000, start - 10_000, start + 10_000]);
    expect(early.intervals).toEqual([[start, start + 10_000]]);
    const late = beats('a', [session.end - 10_000, session.end + 10_000, session.end + 30_000]);
    expect(late.intervals).toEqual([[session.end - 10_000, session.end]]);
  });

  it('never counts two pages at once twice, and keeps each page’s own rhythm', () => {
    let state = beats('a', [start, start + 20_000, start + 40_000]);
    state = beats('b', [start + 10_000, start + 30_000, start + 50_000], state);
    expect(state.intervals).toEqual([[start, start + 50_000]]);
    expect(presenceSeconds(state.intervals)).toBe(50);
  });

  it('ignores a heartbeat that is not newer than its page’s last one', () => {
    const state = beats('a', [start, start + 20_000]);
    expect(recordHeartbeat(state, { clientId: 'a', at: start + 10_000 }, session)).toBe(state);
  });

  it('forgets pages silent for 10 minutes', () => {
    const state = beats('a', [start]);
    const later = recordHeartbeat(state, { clientId: 'b', at: start + 10 * 60_000 + 1 }, session);
    expect(Object.keys(later.clients)).toEqual(['b']);
  });

  it('merges overlapping and touching intervals', () => {
    expect(
      mergeIntervals([
        [5, 9],
        [1, 3],
        [3, 4],
        [8, 12],
        [20, 20],
      ]),
    ).toEqual([
      [1, 4],
      [5, 12],
    ]);
  });
});

describe('the codes on screen', () => {
  const codes = [
    { ordinal: 2, momentSeconds: 1800 },
    { ordinal: 1, momentSeconds: 600 },
  ];

  it('shows a code from its moment for the given seconds, then none until the next', () => {
    expect(codesOnScreen(codes, 599.9, 300)).toEqual({ shown: [], current: null });
    expect(codesOnScreen(codes, 600, 300).current?.ordinal).toBe(1);
    expect(codesOnScreen(codes, 899.9, 300).current?.ordinal).toBe(1);
    expect(codesOnScreen(codes, 900, 300)).toEqual({ shown: [codes[1]], current: null });
    expect(codesOnScreen(codes, 1800, 300)).toEqual({ shown: [codes[1], codes[0]], current: codes[0] });
  });
});

describe('presence from Zoom join and leave events', () => {
  const minute = 60_000;
  const zoomSession = { start, end: start + 60 * minute };
  const joined = (at: number, participantKey = 'p1') => ({ participantKey, kind: 'JOINED' as const, at });
  const left = (at: number, participantKey = 'p1') => ({ participantKey, kind: 'LEFT' as const, at });

  it('pairs each join with the next leave and clips to the session', () => {
    expect(
      zoomPresenceIntervals(
        [
          joined(start - 5 * minute),
          left(start + 20 * minute),
          joined(start + 30 * minute),
          left(start + 70 * minute),
        ],
        zoomSession,
      ),
    ).toEqual([
      [start, start + 20 * minute],
      [start + 30 * minute, start + 60 * minute],
    ]);
  });

  it('is the same whatever order the events arrive in, and duplicates change nothing', () => {
    const events = [
      joined(start),
      left(start + 10 * minute),
      joined(start + 15 * minute),
      left(start + 25 * minute),
    ];
    const expected = zoomPresenceIntervals(events, zoomSession);
    expect(zoomPresenceIntervals([...events].reverse(), zoomSession)).toEqual(expected);
    expect(zoomPresenceIntervals([...events, ...events], zoomSession)).toEqual(expected);
    expect(expected).toEqual([
      [start, start + 10 * minute],
      [start + 15 * minute, start + 25 * minute],
    ]);
  });

  it('counts an open join nothing, a lone leave nothing, and two devices once', () => {
    expect(zoomPresenceIntervals([joined(start)], zoomSession)).toEqual([]);
    expect(zoomPresenceIntervals([left(start + minute)], zoomSession)).toEqual([]);
    expect(
      zoomPresenceIntervals(
        [
          joined(start, 'laptop'),
          joined(start + 5 * minute, 'phone'),
          left(start + 20 * minute, 'laptop'),
          left(start + 30 * minute, 'phone'),
        ],
        zoomSession,
      ),
    ).toEqual([[start, start + 30 * minute]]);
  });
});
