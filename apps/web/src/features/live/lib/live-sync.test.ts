import { describe, expect, it } from 'vitest';
import {
  liveOffsetAt,
  liveStreamPhase,
  liveTargetPosition,
  shouldSnapToLive,
  startsInText,
} from './live-sync';

const anchor = (liveOffsetSeconds: number) => ({ liveOffsetSeconds, receivedAtMs: 1_000_000 });

describe('liveTargetPosition', () => {
  it('is the server offset plus the time since its answer', () => {
    expect(liveTargetPosition(anchor(100), 1_000_000, 3600)).toBe(100);
    expect(liveTargetPosition(anchor(100), 1_012_500, 3600)).toBe(112.5);
  });

  it('is 0 before the start and at the start', () => {
    expect(liveTargetPosition(anchor(-300), 1_000_000, 3600)).toBe(0);
    expect(liveTargetPosition(anchor(-10), 1_010_000, 3600)).toBe(0);
    expect(liveTargetPosition(anchor(-10), 1_011_000, 3600)).toBe(1);
  });

  it('stops at the end of the stream', () => {
    expect(liveTargetPosition(anchor(3599), 1_000_000, 3600)).toBe(3599);
    expect(liveTargetPosition(anchor(3599), 1_001_000, 3600)).toBe(3600);
    expect(liveTargetPosition(anchor(3599), 1_900_000, 3600)).toBe(3600);
  });

  it('never goes back in time when the clock does', () => {
    expect(liveTargetPosition(anchor(100), 990_000, 3600)).toBe(100);
    expect(liveOffsetAt(anchor(-5), 990_000)).toBe(-5);
  });
});

describe('shouldSnapToLive', () => {
  it('lets the playhead drift 2 s either way, no more', () => {
    expect(shouldSnapToLive(102, 100)).toBe(false);
    expect(shouldSnapToLive(98, 100)).toBe(false);
    expect(shouldSnapToLive(102.01, 100)).toBe(true);
    expect(shouldSnapToLive(97.99, 100)).toBe(true);
    expect(shouldSnapToLive(3000, 100)).toBe(true);
  });
});

describe('liveStreamPhase', () => {
  it('is before, live, after the stream, then ended', () => {
    expect(liveStreamPhase(-0.1, 3600, false)).toBe('before');
    expect(liveStreamPhase(0, 3600, false)).toBe('live');
    expect(liveStreamPhase(3599.9, 3600, false)).toBe('live');
    expect(liveStreamPhase(3600, 3600, false)).toBe('after-stream');
    expect(liveStreamPhase(100, 3600, true)).toBe('ended');
  });
});

describe('startsInText', () => {
  it('counts whole minutes, rounded up', () => {
    expect(startsInText(-600)).toBe('Starts in 10 minutes');
    expect(startsInText(-61)).toBe('Starts in 2 minutes');
    expect(startsInText(-60)).toBe('Starts in 1 minute');
    expect(startsInText(-30)).toBe('Starts in less than a minute');
    expect(startsInText(0)).toBe('Starting now');
  });
});
