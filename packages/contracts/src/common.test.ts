import { describe, expect, it } from 'vitest';
import { isUuid } from './common.js';

describe('isUuid', () => {
  it.each([
    '0b7c4f5e-2d1a-4c8e-9f3b-6a5d4e3c2b1a',
    '0B7C4F5E-2D1A-4C8E-9F3B-6A5D4E3C2B1A',
    '00000000-0000-0000-0000-000000000000',
  ])('accepts %s', (value) => {
    expect(isUuid(value)).toBe(true);
  });

  it.each([
    '',
    'intro-to-ethics',
    '0b7c4f5e2d1a4c8e9f3b6a5d4e3c2b1a',
    '0b7c4f5e-2d1a-4c8e-9f3b-6a5d4e3c2b1',
    ' 0b7c4f5e-2d1a-4c8e-9f3b-6a5d4e3c2b1a',
    '0b7c4f5e-2d1a-4c8e-9f3b-6a5d4e3c2b1a\n',
    'gb7c4f5e-2d1a-4c8e-9f3b-6a5d4e3c2b1a',
  ])('refuses %j', (value) => {
    expect(isUuid(value)).toBe(false);
  });
});
