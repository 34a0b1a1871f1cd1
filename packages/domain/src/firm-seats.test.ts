import { describe, expect, it } from 'vitest';
import { firmSeats, seatShortage } from './firm-seats.js';

describe('firmSeats', () => {
  it('counts free seats, and how far a lowered seat count is over', () => {
    expect(firmSeats(10, 4)).toEqual({ seatsPurchased: 10, seatsInUse: 4, seatsFree: 6, overBy: 0 });
    expect(firmSeats(3, 5)).toEqual({ seatsPurchased: 3, seatsInUse: 5, seatsFree: 0, overBy: 2 });
  });
});

describe('seatShortage', () => {
  it('lets invitations take free seats and says why beyond them', () => {
    expect(seatShortage(firmSeats(10, 4), 6)).toBeNull();
    expect(seatShortage(firmSeats(10, 4), 7)).toBe(
      'Only 6 of 10 seats are free. Buy more seats or invite fewer lawyers.',
    );
    expect(seatShortage(firmSeats(3, 5), 1)).toBe(
      'All 3 seats are taken (5 in use). Buy more seats or remove a member first.',
    );
  });
});
