import { describe, expect, it } from 'vitest';
import { productSubscriptionStatus } from './stripe-subscription-status.js';

describe("Stripe's subscription statuses", () => {
  it.each([
    ['active', 'ACTIVE'],
    ['trialing', 'TRIALING'],
    ['past_due', 'PAST_DUE'],
    ['canceled', 'CANCELED'],
    ['unpaid', 'EXPIRED'],
    ['incomplete', 'EXPIRED'],
    ['incomplete_expired', 'EXPIRED'],
    ['paused', 'EXPIRED'],
    ['something-new', 'EXPIRED'],
  ])('%s is %s', (stripe, product) => {
    expect(productSubscriptionStatus(stripe)).toBe(product);
  });
});
