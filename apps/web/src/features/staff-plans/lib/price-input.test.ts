import { describe, expect, it } from 'vitest';
import { centsToDollars, parseDollars } from './price-input';

describe('parseDollars', () => {
  it.each([
    ['29', 2900],
    ['29.5', 2950],
    ['$1,290.00', 129000],
    ['0', 0],
  ])('%s is %i cents', (text, cents) => {
    expect(parseDollars(text)).toBe(cents);
  });
  it.each(['', '-1', '1.234', 'abc'])('%s is not an amount', (text) => {
    expect(parseDollars(text)).toBeNull();
  });
  it('writes cents back as dollars', () => {
    expect(centsToDollars(2950)).toBe('29.50');
  });
});
