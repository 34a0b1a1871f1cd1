import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HEARTBEAT_RULES,
  judgeHeartbeat,
  type HeartbeatEventName,
  type JudgeState,
} from './watch-progress.js';
import { coveredSeconds, watchRequirementMet, type Range } from './watch-ranges.js';

/*
 * Heartbeats that wait in a queue (a busy server, a slow network) and are then served close together, or out of
 * order, must not cost an honest viewer credit: the judge measures each playback session against its own clock,
 * which a delay can only make more generous. The ways to cheat stay refused (see also watch-progress.test.ts).
 */
const rules = DEFAULT_HEARTBEAT_RULES;
const DURATION = 600;

interface SentBeat {
  session: string;
  /** When the player sent it (seconds). */
  sentAt: number;
  event: HeartbeatEventName;
  position: number;
  previousPosition?: number;
  sequence?: number;
}

/**
 * Drives sessions through the judge like the API does: one shared range list and credit clock. `issuedAt`: when
 * the server issued the playback session (seconds), as the token path passes it; absent, as the locked path.
 */
function judge(durationSeconds = DURATION, issuedAt?: number) {
  let ranges: Range[] = [];
  let creditClockAt: number | null = null;
  const anchors = new Map<string, JudgeState['anchor']>();
  return {
    serve(beat: SentBeat, atSeconds: number) {
      const result = judgeHeartbeat(
        { ranges, anchor: anchors.get(beat.session) ?? null, creditClockAt },
        {
          event: beat.event,
          position: beat.position,
          at: atSeconds * 1000,
          ...(issuedAt !== undefined ? { sessionStartedAt: issuedAt * 1000 } : {}),
          durationSeconds,
          ...(beat.previousPosition !== undefined ? { previousPosition: beat.previousPosition } : {}),
          ...(beat.sequence !== undefined ? { sequence: beat.sequence } : {}),
        },
        rules,
      );
      ranges = result.ranges;
      creditClockAt = result.creditClockAt;
      anchors.set(beat.session, result.anchor);
      return result;
    },
    get ranges() {
      return ranges;
    },
  };
}

/**
 * What an honest player (features/video/hooks/use-heartbeats.ts) sends: `start`, a `tick` every 10 s of
 * wall-clock while playing, `pause` and `start` again around a pause, `ended`; numbered from 0.
 */
function honestPlayer(session: string, pauses: { at: number; seconds: number }[] = []): SentBeat[] {
  const beats: Omit<SentBeat, 'sequence'>[] = [{ session, sentAt: 0, event: 'start', position: 0 }];
  let sentAt = 0;
  let position = 0;
  let sinceStart = 0;
  const queue = [...pauses];
  while (position < DURATION) {
    const pause = queue[0];
    const step = Math.min(10 - sinceStart, DURATION - position, pause ? pause.at - sentAt : Infinity);
    sentAt += step;
    position += step;
    sinceStart += step;
    if (position >= DURATION) beats.push({ session, sentAt, event: 'ended', position: DURATION });
    else if (pause && sentAt >= pause.at) {
      queue.shift();
      beats.push({ session, sentAt, event: 'pause', position });
      sentAt += pause.seconds;
      sinceStart = 0;
      beats.push({ session, sentAt, event: 'start', position });
    } else if (sinceStart >= 10) {
      sinceStart = 0;
      beats.push({ session, sentAt, event: 'tick', position });
    }
  }
  return beats.map((beat, sequence) => ({ ...beat, sequence }));
}

/** Serves the beats in the order they arrive (ties: in the order given), each at its arrival time. */
function deliver(sim: ReturnType<typeof judge>, arrivals: { beat: SentBeat; at: number }[]) {
  const ordered = arrivals.map((arrival, index) => ({ ...arrival, index }));
  ordered.sort((a, b) => a.at - b.at || a.index - b.index);
  return ordered.map(({ beat, at }) => sim.serve(beat, at));
}

/** Beats sent inside [from, from + 8) wait in a queue and arrive together at its end, newest first. */
function queuedInWindows(beats: SentBeat[], windowStarts: number[], latency = 0.05) {
  return beats.map((beat, index) => {
    const window = windowStarts.find((from) => beat.sentAt >= from && beat.sentAt < from + 8);
    if (window === undefined) return { beat, at: beat.sentAt + latency };
    // Newest first: the later a beat was sent, the earlier it is served within the burst.
    return { beat, at: window + 8 + (beats.length - index) * 0.001 };
  });
}

/** A small deterministic generator (mulberry32) for the random-delay replay. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('honest heartbeats that waited in a queue', () => {
  it('a tick delayed 8 s and served just before the next one on time still earns full credit', () => {
    const sim = judge();
    // The tick sent at 100 s waits until 108 s; the one sent at 110 s arrives on time.
    deliver(sim, queuedInWindows(honestPlayer('a'), [100]));
    expect(coveredSeconds(sim.ranges, 0, DURATION)).toBe(DURATION);
    expect(watchRequirementMet(sim.ranges, DURATION)).toBe(true);
  });

  it('the beats of several 8 s windows delivered in a burst, out of order, around a pause: full credit', () => {
    const sim = judge();
    const beats = honestPlayer('a', [{ at: 301.5, seconds: 1.5 }]);
    // 296–304 holds the tick at 300, the pause at 301.5 and the resume at 303: served newest first at 304.
    const windows = [95, 153, 296, 456, 584];
    const arrivals = queuedInWindows(beats, windows);
    expect(arrivals.filter(({ beat }) => beat.sentAt >= 296 && beat.sentAt < 304)).toHaveLength(3);
    const verdicts = deliver(sim, arrivals).map((result) => result.verdict);
    expect(verdicts).toContain('stale');
    expect(verdicts).not.toContain('jump');
    expect(coveredSeconds(sim.ranges, 0, DURATION)).toBe(DURATION);
    expect(watchRequirementMet(sim.ranges, DURATION)).toBe(true);
  });

  it('every beat after the first delayed at random by up to 8 s: full credit, every time', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const random = seeded(seed);
      const sim = judge();
      const beats = honestPlayer('a', [{ at: 205, seconds: 0.5 }]);
      deliver(
        sim,
        beats.map((beat, index) => ({ beat, at: beat.sentAt + (index === 0 ? 0.05 : random() * 8) })),
      );
      expect(coveredSeconds(sim.ranges, 0, DURATION)).toBe(DURATION);
    }
  });
});

describe("a session's clock starts when the server issued its playback", () => {
  /** The start waits `delay` s in the server's queue; every later beat gets through at once (the backlog cleared). */
  const startHeldBack = (delay: number) =>
    honestPlayer('a').map((beat, index) => ({ beat, at: beat.sentAt + (index === 0 ? delay : 0.05) }));

  it('a start served 16 s late while the next tick is on time: full credit (the overloaded embedded database)', () => {
    const sim = judge(DURATION, 0);
    const verdicts = deliver(sim, startHeldBack(16)).map((result) => result.verdict);
    expect(verdicts).not.toContain('jump');
    expect(coveredSeconds(sim.ranges, 0, DURATION)).toBe(DURATION);
    expect(watchRequirementMet(sim.ranges, DURATION)).toBe(true);
  });

  it('timed from the first receipt instead (no playback session), the same replay loses the first ticks', () => {
    const sim = judge(DURATION);
    const verdicts = deliver(sim, startHeldBack(16)).map((result) => result.verdict);
    expect(verdicts).toContain('jump');
    expect(watchRequirementMet(sim.ranges, DURATION)).toBe(false);
  });

  it('start and the first ticks all held back and served together, out of order: full credit', () => {
    const sim = judge(DURATION, 0);
    const beats = honestPlayer('a');
    // Everything sent before 25 s is served at 25 s, newest first; the rest on time.
    deliver(
      sim,
      beats.map((beat, index) => ({
        beat,
        at: beat.sentAt < 25 ? 25 + (beats.length - index) * 0.001 : beat.sentAt + 0.05,
      })),
    );
    expect(coveredSeconds(sim.ranges, 0, DURATION)).toBe(DURATION);
  });

  it('a playback fetched long before buys no more than the delivery allowance', () => {
    // Issued an hour ago; then a burst claiming 10 s a tenth of a second apart.
    const sim = judge(DURATION, -3600);
    sim.serve({ session: 'a', sentAt: 0, event: 'start', position: 0, sequence: 0 }, 0);
    for (let index = 1; index <= 40; index += 1) {
      sim.serve(
        { session: 'a', sentAt: 0, event: 'tick', position: index * 10, sequence: index },
        index * 0.1,
      );
    }
    const allowance = (rules.maxDeliveryDelaySeconds + 4) * 1.1 + rules.toleranceSeconds;
    expect(coveredSeconds(sim.ranges, 0, DURATION)).toBeLessThanOrEqual(allowance);
    expect(coveredSeconds(sim.ranges, 0, DURATION)).toBeGreaterThan(0);
  });

  it('new sessions on one old playback share the enrollment clock: the allowance is granted once', () => {
    const sim = judge(DURATION, -3600);
    for (let session = 0; session < 10; session += 1) {
      const at = session * 0.5;
      const from = session * 30;
      sim.serve({ session: `s${session}`, sentAt: at, event: 'start', position: from }, at);
      sim.serve({ session: `s${session}`, sentAt: at, event: 'tick', position: from + 30 }, at + 0.1);
    }
    expect(coveredSeconds(sim.ranges, 0, DURATION)).toBeLessThanOrEqual(
      (rules.maxDeliveryDelaySeconds + 5) * 1.1 + rules.toleranceSeconds,
    );
  });

  it('every beat, the first included, delayed at random by up to 8 s: full credit, every time', () => {
    for (const seed of [11, 12, 13, 14, 15, 16, 17, 18]) {
      const random = seeded(seed);
      const sim = judge(DURATION, 0);
      deliver(
        sim,
        honestPlayer('a', [{ at: 205, seconds: 0.5 }]).map((beat) => ({
          beat,
          at: beat.sentAt + random() * 8,
        })),
      );
      expect(coveredSeconds(sim.ranges, 0, DURATION)).toBe(DURATION);
    }
  });

  it('forged older sequence numbers claiming playback backwards earn no more than the clock allows', () => {
    const sim = judge(DURATION, 0);
    // The "first" beat claims to be the 100th, at the end; then ever older ones, 30 s apart, a tenth of a second apart.
    sim.serve({ session: 'a', sentAt: 1, event: 'tick', position: 600, sequence: 100 }, 1);
    for (let index = 1; index <= 20; index += 1) {
      sim.serve(
        { session: 'a', sentAt: 1, event: 'tick', position: 600 - index * 30, sequence: 100 - index },
        1 + index * 0.1,
      );
    }
    // One clock's worth: the 3 s since the playback was issued, the tolerance, and no more.
    expect(coveredSeconds(sim.ranges, 0, DURATION)).toBeLessThanOrEqual(3 * 1.1 + rules.toleranceSeconds + 1);
    // And an older beat far behind the earliest one is not credited at once either.
    const other = judge(DURATION, 0);
    other.serve({ session: 'b', sentAt: 400, event: 'tick', position: 500, sequence: 9 }, 400);
    expect(
      other.serve({ session: 'b', sentAt: 400, event: 'start', position: 0, sequence: 0 }, 400.1).credited,
    ).toBeNull();
  });

  it('a playback issued after the first heartbeat (a renewed token) does not move its clock later', () => {
    const sim = judge(DURATION, 50);
    deliver(
      sim,
      honestPlayer('a').map((beat) => ({ beat, at: beat.sentAt + 0.05 })),
    );
    expect(coveredSeconds(sim.ranges, 0, DURATION)).toBe(DURATION);
  });
});

describe('a delay-proof clock still refuses every way to cheat', () => {
  const at = (sim: ReturnType<typeof judge>, session: string) => ({
    beat: (atSeconds: number, event: HeartbeatEventName, position: number, extra: Partial<SentBeat> = {}) =>
      sim.serve({ session, sentAt: atSeconds, event, position, ...extra }, atSeconds),
  });

  it('a forward `start` (a jump without a seek) restarts the clock: `ended` right after it earns nothing', () => {
    const sim = judge();
    const a = at(sim, 'a');
    a.beat(0, 'start', 0);
    a.beat(10, 'tick', 10);
    a.beat(14, 'start', 595);
    expect(a.beat(16, 'ended', DURATION).credited).toBeNull();
    expect(sim.ranges).toEqual([[0, 10]]);
  });

  it('time saved by honest viewing is not carried over a forward seek into what was not watched', () => {
    const sim = judge();
    const a = at(sim, 'a');
    a.beat(0, 'start', 0);
    for (let index = 1; index <= 20; index += 1) a.beat(index * 11, 'tick', index * 10); // 200 s in 220 s
    a.beat(221, 'seek', 400, { previousPosition: 200 });
    expect(a.beat(223, 'tick', 420).verdict).toBe('jump');
    expect(coveredSeconds(sim.ranges, 0, DURATION)).toBe(200);
  });

  it('forged sequence numbers and bursts earn no more than the clock allows', () => {
    const sim = judge();
    const a = at(sim, 'a');
    a.beat(0, 'start', 0, { sequence: 0 });
    // A burst of beats claiming 10 s each, a tenth of a second apart, with gaps in their numbers.
    for (let index = 1; index <= 40; index += 1) {
      a.beat(index * 0.1, index % 2 === 0 ? 'start' : 'tick', index * 10, { sequence: index * 3 });
    }
    expect(coveredSeconds(sim.ranges, 0, DURATION)).toBeLessThanOrEqual(4 * 1.1 + 2);
  });

  it('two tabs whose beats are delayed and bunched still share one clock', () => {
    const sim = judge();
    const one = honestPlayer('one');
    const two = honestPlayer('two').map((beat) => ({
      ...beat,
      position: Math.min(beat.position + 300, DURATION),
    }));
    const arrivals = [...queuedInWindows(one, [95, 200]), ...queuedInWindows(two, [120, 250])].filter(
      ({ beat }) => beat.sentAt <= 300,
    );
    deliver(sim, arrivals);
    expect(coveredSeconds(sim.ranges, 0, DURATION)).toBeLessThanOrEqual(308 * 1.1 + 2 * 2);
    expect(watchRequirementMet(sim.ranges, DURATION)).toBe(false);
  });
});
