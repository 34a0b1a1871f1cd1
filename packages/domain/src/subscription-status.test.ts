import { describe, expect, it } from 'vitest';
import { grantsAccess } from './subscription-status.js';

describe('subscription status', () => {
  it.each([
    ['ACTIVE', true],
    ['TRIALING', true],
    ['PAST_DUE', true],
    ['CANCELED', false],
    ['EXPIRED', false],
  ] as const)('%s grants access: %s', (status, access) => {
    expect(grantsAccess(status)).toBe(access);
  });
});
