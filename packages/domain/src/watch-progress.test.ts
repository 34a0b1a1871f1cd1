import { describe, expect, it } from 'vitest';
import { planCheckpoints, rangeReaches } from './attendance-checkpoints.js';
import {
  DEFAULT_HEARTBEAT_RULES,
  judgeHeartbeat,
  type HeartbeatEventName,
  type JudgeState,
} from './watch-progress.js';
import {
  canSeekTo,
  coveredSeconds,
  mergeRanges,
  progressPercent,
  watchRequirementMet,
  type Range,
} from './watch-ranges.js';

const rules = DEFAULT_HEARTBEAT_RULES;
const DURATION = 600;

/** Drives sessions through the judge like the API does: one shared range list and credit clock. */
function simulator(durationSeconds = DURATION) {
  let ranges: Range[] = [];
  let creditClockAt: number | null = null;
  const anchors = new Map<string, JudgeState['anchor']>();
  return {
    beat(session: string, atSeconds: number, event: HeartbeatEventName, position: number, previous?: number) {
      const result = judgeHeartbeat(
        { ranges, anchor: anchors.get(session) ?? null, creditClockAt },
        {
          event,
          position,
          at: atSeconds * 1000,
          durationSeconds,
          ...(previous !== undefined ? { previousPosition: previous } : {}),
        },
        rules,
      );
      ranges = result.ranges;
      creditClockAt = result.creditClockAt;
      anchors.set(session, result.anchor);
      return result;
    },
    get ranges() {
      return ranges;
    },
  };
}

/** Honest viewing: start, a tick every `every` seconds of real time, then ended. */
function watchHonestly(sim: ReturnType<typeof simulator>, session = 'a', from = 0, startAt = 0, every = 10) {
  sim.beat(session, startAt, 'start', from);
  let position = from;
  let at = startAt;
  while (position + every < DURATION) {
    position += every;
    at += every;
    sim.beat(session, at, 'tick', position);
  }
  sim.beat(session, at + (DURATION - position), 'ended', DURATION);
}

describe('ranges', () => {
  it('merges overlapping, touching and out-of-order ranges', () => {
    expect(
      mergeRanges([
        [50, 60],
        [0, 10],
        [9.8, 20],
        [55, 70],
      ]),
    ).toEqual([
      [0, 20],
      [50, 70],
    ]);
    expect(
      coveredSeconds(
        [
          [0, 20],
          [50, 70],
        ],
        10,
        60,
      ),
    ).toBe(20);
  });
  it('100% only when the whole video (a few seconds of grace at the ends) was watched', () => {
    expect(watchRequirementMet([[2, 598]], DURATION)).toBe(true);
    expect(
      watchRequirementMet(
        [
          [0, 300],
          [310, 600],
        ],
        DURATION,
      ),
    ).toBe(false);
    expect(
      progressPercent(
        [
          [0, 300],
          [310, 600],
        ],
        DURATION,
      ),
    ).toBe(98);
    expect(progressPercent([[0, 599.5]], DURATION)).toBe(99);
    expect(progressPercent([[0, 600]], DURATION)).toBe(100);
  });
  it('allows seeking inside what was watched and not beyond', () => {
    const watched: Range[] = [
      [0, 120],
      [200, 260],
    ];
    expect(canSeekTo(watched, 60)).toBe(true);
    expect(canSeekTo(watched, 120.5)).toBe(true);
    expect(canSeekTo(watched, 150)).toBe(false);
    expect(canSeekTo(watched, 230)).toBe(true);
    expect(canSeekTo(watched, 400)).toBe(false);
  });
});

describe('judgeHeartbeat', () => {
  it('honest viewing completes, with 10 s or 15 s heartbeats and with network jitter', () => {
    for (const every of [10, 15]) {
      const sim = simulator();
      watchHonestly(sim, 'a', 0, 0, every);
      expect(watchRequirementMet(sim.ranges, DURATION)).toBe(true);
    }
    const jittery = simulator();
    jittery.beat('a', 0, 'start', 0);
    for (let position = 10, at = 0; position <= DURATION; position += 10) {
      at += position % 20 === 0 ? 9.2 : 10.8; // arrivals early and late around the 10 s beat
      jittery.beat('a', at, position === DURATION ? 'ended' : 'tick', position);
    }
    expect(watchRequirementMet(jittery.ranges, DURATION)).toBe(true);
  });

  it('credits nothing for heartbeats faster than the clock (2x speed when 1x is allowed)', () => {
    const sim = simulator();
    sim.beat('a', 0, 'start', 0);
    for (let index = 1; index <= 30; index += 1) sim.beat('a', index * 10, 'tick', index * 20);
    expect(coveredSeconds(sim.ranges, 0, DURATION)).toBe(0);
  });

  it('a jump to the end earns nothing, and `ended` right after a seek earns nothing either', () => {
    const sim = simulator();
    sim.beat('a', 0, 'start', 0);
    sim.beat('a', 10, 'tick', 10);
    const jump = sim.beat('a', 12, 'tick', 590);
    expect(jump.verdict).toBe('jump');
    sim.beat('a', 14, 'seek', 595, 590);
    expect(sim.beat('a', 16, 'ended', DURATION).credited).toBeNull();
    expect(sim.ranges).toEqual([[0, 10]]);
  });

  it('a seek credits up to the previous position when plausible, then starts again at the landing point', () => {
    const sim = simulator();
    sim.beat('a', 0, 'start', 0);
    sim.beat('a', 10, 'tick', 10);
    sim.beat('a', 15, 'seek', 2, 15);
    sim.beat('a', 25, 'tick', 12);
    expect(sim.ranges).toEqual([[0, 15]]);
  });

  it('a long silence is not credited beyond the gap a heartbeat may leave', () => {
    const sim = simulator();
    sim.beat('a', 0, 'start', 0);
    const afterSilence = sim.beat('a', 600, 'tick', 300);
    expect(afterSilence.credited).toBeNull();
    const paused = simulator();
    paused.beat('a', 0, 'start', 100);
    paused.beat('a', 5, 'pause', 105);
    expect(paused.beat('a', 3600, 'tick', 107).credited).toEqual([105, 107]);
  });

  it('repeated, overlapping and out-of-order heartbeats never add more than was watched', () => {
    const sim = simulator();
    sim.beat('a', 0, 'start', 0);
    sim.beat('a', 10, 'tick', 10);
    sim.beat('a', 10.1, 'tick', 10); // a retry of the same heartbeat
    sim.beat('a', 20, 'tick', 20);
    expect(sim.beat('a', 20.5, 'tick', 15).verdict).toBe('backwards'); // a late, older one
    sim.beat('a', 30, 'tick', 25);
    expect(coveredSeconds(sim.ranges, 0, DURATION)).toBeLessThanOrEqual(25);
  });

  it('two devices at once earn no more than one clock allows', () => {
    const sim = simulator();
    sim.beat('phone', 0, 'start', 0);
    sim.beat('laptop', 0.5, 'start', 300);
    for (let index = 1; index <= 30; index += 1) {
      sim.beat('phone', index * 10, 'tick', index * 10);
      sim.beat('laptop', index * 10 + 0.5, 'tick', 300 + index * 10);
    }
    // 300 s of wall-clock at 1x: at most 300 s (plus tolerance) of the 600 s were both "played".
    expect(coveredSeconds(sim.ranges, 0, DURATION)).toBeLessThanOrEqual(300 * 1.1 + 2 * 30);
    expect(watchRequirementMet(sim.ranges, DURATION)).toBe(false);
  });

  it('a second device continues honestly where the first stopped', () => {
    const sim = simulator();
    sim.beat('phone', 0, 'start', 0);
    for (let index = 1; index <= 30; index += 1) sim.beat('phone', index * 10, 'tick', index * 10);
    sim.beat('phone', 301, 'pause', 300);
    sim.beat('laptop', 5000, 'start', 300);
    for (let index = 1; index <= 30; index += 1)
      sim.beat('laptop', 5000 + index * 10, index === 30 ? 'ended' : 'tick', 300 + index * 10);
    expect(watchRequirementMet(sim.ranges, DURATION)).toBe(true);
  });

  it('a faster allowed rate (tests) credits faster playback through the same rule', () => {
    const fast = { ...rules, maxPlaybackRate: 8 };
    const result = judgeHeartbeat(
      { ranges: [], anchor: { position: 0, at: 0 }, creditClockAt: null },
      { event: 'tick', position: 80, at: 10_000, durationSeconds: DURATION },
      fast,
    );
    expect(result.credited).toEqual([0, 80]);
  });
});

describe('planCheckpoints', () => {
  const sequence = (values: number[]) => {
    let index = 0;
    return () => values[index++ % values.length] ?? 0;
  };
  it('one code per 25 minutes, never 50 minutes apart, the last in the final 10 minutes', () => {
    for (const random of [sequence([0]), sequence([0.999]), sequence([0.5, 0.1, 0.9])]) {
      const duration = 100 * 60;
      const plans = planCheckpoints(duration, random);
      expect(plans).toHaveLength(4);
      const moments = plans.map((plan) => plan.momentSeconds);
      for (const [index, moment] of moments.entries()) {
        if (index > 0) expect(moment - (moments[index - 1] ?? 0)).toBeLessThanOrEqual(50 * 60);
      }
      const last = moments.at(-1) ?? -1;
      expect(last).toBeGreaterThanOrEqual(duration - 600);
      expect(last).toBeLessThan(duration);
    }
  });
  it('a short demo video has one code, after its opening and before its closing seconds', () => {
    for (const value of [0, 0.999]) {
      const moments = planCheckpoints(90, () => value).map((plan) => plan.momentSeconds);
      expect(moments).toHaveLength(1);
      expect(moments[0]).toBeGreaterThanOrEqual(27);
      expect(moments[0]).toBeLessThanOrEqual(90 - 4.5);
    }
  });
});

describe('rangeReaches', () => {
  it('a moment on a heartbeat boundary is reached once: by the range that ends there, not the next one', () => {
    const ranges: Range[] = [
      [30, 40],
      [40, 50],
    ];
    expect(ranges.filter((range) => rangeReaches(range, 40))).toEqual([[30, 40]]);
    expect(ranges.filter((range) => rangeReaches(range, 40.1))).toEqual([[40, 50]]);
    expect(rangeReaches([30, 40], 30)).toBe(false);
    expect(rangeReaches([30, 40], 29.9)).toBe(false);
    expect(rangeReaches([30, 40], 40.1)).toBe(false);
  });
});

describe('heartbeats delivered out of order', () => {
  it('ignores a heartbeat older than the one already judged (by its sequence number)', () => {
    const state = {
      ranges: [] as Range[],
      anchor: { position: 10, at: 10_000, sequence: 2 },
      creditClockAt: 10_000,
    };
    const late = judgeHeartbeat(
      state,
      { event: 'tick', position: 4, at: 10_400, durationSeconds: DURATION, sequence: 1 },
      rules,
    );
    expect(late.verdict).toBe('stale');
    expect(late.anchor).toEqual(state.anchor);
    const next = judgeHeartbeat(
      { ...state, anchor: late.anchor },
      { event: 'tick', position: 20, at: 20_000, durationSeconds: DURATION, sequence: 3 },
      rules,
    );
    expect(next.credited).toEqual([10, 20]);
  });
});
