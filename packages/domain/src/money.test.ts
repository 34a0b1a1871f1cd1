import { describe, expect, it } from 'vitest';
import { formatCents } from './money.js';

describe('formatCents', () => {
  it.each([
    [0, 'usd', '$0.00'],
    [5, 'usd', '$0.05'],
    [29_000, 'usd', '$290.00'],
    [123_456_789, 'usd', '$1,234,567.89'],
    [-2_500, 'usd', '-$25.00'],
    [1_999, 'eur', '19.99 EUR'],
    [4_900, 'eur', '49.00 EUR'],
  ])('%i %s → %s', (cents, currency, text) => {
    expect(formatCents(cents, currency)).toBe(text);
  });

  it.each([
    [2_900, 'usd', '$29'],
    [264_000, 'usd', '$2,640'],
    [1_250, 'usd', '$12.50'],
    [19_000_000, 'usd', '$190,000'],
    [0, 'usd', '$0'],
    [1, 'usd', '$0.01'],
    [-2_500, 'usd', '-$25'],
    [4_900, 'eur', '49 EUR'],
  ])('price tags drop whole cents: %i %s → %s', (cents, currency, text) => {
    expect(formatCents(cents, currency, 'unless-whole')).toBe(text);
  });

  it('ignores fractions of a cent', () => {
    expect(formatCents(1_999.7, 'usd')).toBe('$19.99');
  });
});
