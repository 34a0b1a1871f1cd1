import { describe, expect, it } from 'vitest';
import { formatCents, grantsAccess, subscriptionStatusFromProvider } from './subscription-status.js';

describe('subscription status', () => {
  it.each([
    ['active', 'ACTIVE', true],
    ['trialing', 'TRIALING', true],
    ['past_due', 'PAST_DUE', true],
    ['canceled', 'CANCELED', false],
    ['unpaid', 'EXPIRED', false],
    ['incomplete', 'EXPIRED', false],
    ['incomplete_expired', 'EXPIRED', false],
    ['paused', 'EXPIRED', false],
    ['something-new', 'EXPIRED', false],
  ])('%s is %s, access %s', (provider, product, access) => {
    expect(subscriptionStatusFromProvider(provider)).toBe(product);
    expect(grantsAccess(provider)).toBe(access);
  });
});

describe('formatCents', () => {
  it.each([
    [0, 'usd', '$0.00'],
    [5, 'usd', '$0.05'],
    [29_000, 'usd', '$290.00'],
    [123_456_789, 'usd', '$1,234,567.89'],
    [-2_500, 'usd', '-$25.00'],
    [1_999, 'eur', '19.99 EUR'],
  ])('%i %s → %s', (cents, currency, text) => {
    expect(formatCents(cents, currency)).toBe(text);
  });
});
