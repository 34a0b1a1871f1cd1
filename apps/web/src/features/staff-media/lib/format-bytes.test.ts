import { describe, expect, it } from 'vitest';
import { formatBytes, formatClock, parseClock } from './format-bytes';

describe('media formats', () => {
  it('writes sizes in decimal units', () => {
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(812_000)).toBe('812 KB');
    expect(formatBytes(3_250_000)).toBe('3.3 MB');
    expect(formatBytes(1_100_000_000)).toBe('1.1 GB');
  });
  it('writes and reads clock times', () => {
    expect(formatClock(247)).toBe('4:07');
    expect(formatClock(3909.6)).toBe('1:05:09');
    expect(parseClock('4:07')).toBe(247);
    expect(parseClock('1:05:09')).toBe(3909);
    expect(parseClock(' 42 ')).toBe(42);
    expect(parseClock('4:75')).toBeNull();
    expect(parseClock('four')).toBeNull();
    expect(parseClock('')).toBeNull();
  });
});
