import { describe, expect, it } from 'vitest';
import { formatClock, spokenDuration } from './format-time';

describe('video times', () => {
  it('reads as a clock', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(3729)).toBe('1:02:09');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });

  it('reads in words for assistive technology', () => {
    expect(spokenDuration(0)).toBe('0 seconds');
    expect(spokenDuration(61)).toBe('1 minute 1 second');
    expect(spokenDuration(3600)).toBe('1 hour');
  });
});
