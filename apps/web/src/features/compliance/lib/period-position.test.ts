import { describe, expect, it } from 'vitest';
import { periodPosition, periodQueryFor } from './period-position';

const current = { start: '2024-08-02', end: '2026-08-01' };

describe('period position', () => {
  it('places a shown period against the current one', () => {
    expect(periodPosition(current, current)).toBe('current');
    expect(periodPosition({ start: '2022-08-02', end: '2024-08-01' }, current)).toBe('earlier');
    expect(periodPosition({ start: '2026-08-02', end: '2028-08-01' }, current)).toBe('later');
    expect(periodPosition(current, null)).toBe('current');
  });

  it('asks for no ?period= to go back to the current period', () => {
    expect(periodQueryFor('2024-08-02', current)).toBeNull();
    expect(periodQueryFor('2022-08-02', current)).toBe('2022-08-02');
    expect(periodQueryFor('2022-08-02', null)).toBe('2022-08-02');
  });
});
