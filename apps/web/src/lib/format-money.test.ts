import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('shows whole amounts without cents and others with two decimals', () => {
    expect(formatMoney(2900, 'usd')).toBe('$29');
    expect(formatMoney(264000, 'usd')).toBe('$2,640');
    expect(formatMoney(1250, 'usd')).toBe('$12.50');
    expect(formatMoney(19000000, 'usd')).toBe('$190,000');
    expect(formatMoney(0, 'usd')).toBe('$0');
  });

  it('uses the currency given', () => {
    expect(formatMoney(4900, 'eur')).toBe('49 EUR');
  });
});
