import { describe, expect, it } from 'vitest';
import { furthestSeekable, isSeekAllowed, seekableRanges, stepTarget } from './seek-rule';

describe('the seek rule', () => {
  const watched: [number, number][] = [
    [0, 200],
    [300, 350],
  ];

  it('allows a seek inside watched ranges (and the start), refuses one beyond them', () => {
    expect(isSeekAllowed(watched, 120)).toBe(true);
    expect(isSeekAllowed(watched, 320)).toBe(true);
    expect(isSeekAllowed(watched, 0)).toBe(true);
    expect(isSeekAllowed([], 0.5)).toBe(true);
    expect(isSeekAllowed(watched, 250)).toBe(false);
    expect(isSeekAllowed(watched, 500)).toBe(false);
    expect(isSeekAllowed([], 60)).toBe(false);
  });

  it('counts what this player played since the last heartbeat answer', () => {
    const ranges = seekableRanges(watched, [[200, 240]]);
    expect(ranges).toEqual([
      [0, 240],
      [300, 350],
    ]);
    expect(isSeekAllowed(ranges, 230)).toBe(true);
    expect(furthestSeekable(ranges)).toBe(350);
    expect(furthestSeekable([])).toBe(0);
  });

  it('keeps arrow-key steps inside the allowed area', () => {
    expect(stepTarget(watched, 100, 5, 600)).toBe(105);
    expect(stepTarget(watched, 100, -5, 600)).toBe(95);
    expect(stepTarget(watched, 2, -5, 600)).toBe(0);
    // Near the edge of what was watched: as far as it goes, then refused.
    expect(stepTarget(watched, 197, 5, 600)).toBe(200);
    expect(stepTarget(watched, 200, 5, 600)).toBeNull();
    // Back into an unwatched gap: refused.
    expect(stepTarget(watched, 302, -5, 600)).toBeNull();
  });
});
