import { describe, expect, it } from 'vitest';
import { annualSaving, quoteSeats } from './seat-pricing.js';

const TIERS = [
  { minSeats: 2, maxSeats: 9, unitAmountCents: 25000 },
  { minSeats: 10, maxSeats: 49, unitAmountCents: 22000 },
  { minSeats: 50, maxSeats: null, unitAmountCents: 19000 },
];

describe('quoteSeats', () => {
  it.each([
    [2, 25000, 50000],
    [9, 25000, 225000],
    [10, 22000, 220000],
    [49, 22000, 1078000],
    [50, 19000, 950000],
    [1000, 19000, 19000000],
  ])('%i seats cost %i each, %i in all', (seats, unit, total) => {
    expect(quoteSeats(TIERS, seats)).toMatchObject({ unitAmountCents: unit, totalCents: total });
  });

  it('answers the tier the seats fall in', () => {
    expect(quoteSeats(TIERS, 12)?.tier).toBe(TIERS[1]);
  });

  it('is null outside every tier and for anything but a whole number', () => {
    expect(quoteSeats(TIERS, 1)).toBeNull();
    expect(quoteSeats(TIERS, 0)).toBeNull();
    expect(quoteSeats(TIERS, 2.5)).toBeNull();
    expect(quoteSeats(TIERS, Number.NaN)).toBeNull();
    expect(quoteSeats([{ minSeats: 2, maxSeats: 9, unitAmountCents: 1 }], 10)).toBeNull();
  });
});

describe('annualSaving', () => {
  it('compares the annual price with twelve monthly payments, in cents and whole percent', () => {
    expect(annualSaving(2900, 29000)).toEqual({ cents: 5800, percent: 16 });
    expect(annualSaving(2500, 25000)).toEqual({ cents: 5000, percent: 16 });
  });

  it('is zero when yearly is not cheaper', () => {
    expect(annualSaving(1000, 12000)).toEqual({ cents: 0, percent: 0 });
    expect(annualSaving(1000, 13000)).toEqual({ cents: 0, percent: 0 });
    expect(annualSaving(0, 0)).toEqual({ cents: 0, percent: 0 });
  });
});
