import { describe, expect, it } from 'vitest';
import { PROMO_RESHOW_DELAY_MS, isPromoVisible } from './promo.js';

const now = 1_800_000_000_000;

describe('isPromoVisible', () => {
  it('uses the spec constant of 3 days', () => {
    expect(PROMO_RESHOW_DELAY_MS).toBe(259200000);
  });
  it('shows only to GUEST', () => {
    expect(isPromoVisible({ role: 'GUEST', dismissedAt: null, now })).toBe(true);
    for (const role of ['VISITOR', 'USER', 'ENTERPRISE'] as const) {
      expect(isPromoVisible({ role, dismissedAt: null, now })).toBe(false);
    }
  });
  it('is hidden on pages that hide it', () => {
    expect(isPromoVisible({ role: 'GUEST', dismissedAt: null, now, hiddenByPage: true })).toBe(false);
  });
  it('stays hidden until 3 days after dismissal, then reappears', () => {
    expect(isPromoVisible({ role: 'GUEST', dismissedAt: now, now })).toBe(false);
    expect(isPromoVisible({ role: 'GUEST', dismissedAt: now - PROMO_RESHOW_DELAY_MS + 1, now })).toBe(false);
    expect(isPromoVisible({ role: 'GUEST', dismissedAt: now - PROMO_RESHOW_DELAY_MS, now })).toBe(true);
  });
});
