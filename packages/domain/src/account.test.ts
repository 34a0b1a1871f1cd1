import { describe, expect, it } from 'vitest';
import { accountInitials } from './account.js';

describe('accountInitials', () => {
  it('takes the first letters of the first two words', () => {
    expect(accountInitials('Ana María Ruiz')).toBe('AM');
    expect(accountInitials('  grace   hopper ')).toBe('GH');
    expect(accountInitials('Cher')).toBe('C');
    expect(accountInitials('Élodie Durand')).toBe('ÉD');
  });
  it('is empty without a name', () => {
    expect(accountInitials('')).toBe('');
    expect(accountInitials('   ')).toBe('');
    expect(accountInitials(null)).toBe('');
  });
});
