import { describe, expect, it } from 'vitest';
import { addDays, addMonths, calendarDateIn, endOfMonth, formatDate, parseDate } from './calendar-date.js';

describe('calendar dates', () => {
  it('add days across months, leap days and years', () => {
    expect(addDays('2026-05-13', 31)).toBe('2026-06-13');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2000-03-01', -1)).toBe('2000-02-29');
    expect(addDays('1900-03-01', -1)).toBe('1900-02-28');
  });

  it('add months, clamping to the shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-30', 36)).toBe('2029-03-30');
    expect(addMonths('2026-01-01', -13)).toBe('2024-12-01');
  });

  it('round-trip every day of 1999–2032 through day numbers', () => {
    let date = '1999-01-01';
    for (let i = 0; i < 12_500; i += 1) {
      const next = addDays(date, 1);
      expect(addDays(next, -1)).toBe(date);
      expect(next > date).toBe(true);
      date = next;
    }
    expect(addDays('1999-01-01', 12_500)).toBe(date);
  });

  it('know month ends and parse what they format', () => {
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(formatDate(parseDate('0999-01-02'))).toBe('0999-01-02');
    expect(() => parseDate('soon')).toThrow(RangeError);
  });
});

describe('the calendar date of an instant in a time zone', () => {
  const on = (iso: string, timeZone: string) => calendarDateIn(new Date(iso), timeZone);

  it('turns at local midnight, not at UTC midnight', () => {
    // New York in winter is UTC−5: its midnight is 05:00 UTC.
    expect(on('2026-01-15T04:59:59.999Z', 'America/New_York')).toBe('2026-01-14');
    expect(on('2026-01-15T05:00:00.000Z', 'America/New_York')).toBe('2026-01-15');
    // A course finished at 23:30 on the last day of a NY period (13 May) counts in that period.
    expect(on('2026-05-14T03:30:00Z', 'America/New_York')).toBe('2026-05-13');
    // Sydney is ahead of UTC: its 1 Feb starts at 13:00 UTC on 31 Jan (summer time, UTC+11).
    expect(on('2026-01-31T12:59:59Z', 'Australia/Sydney')).toBe('2026-01-31');
    expect(on('2026-01-31T13:00:00Z', 'Australia/Sydney')).toBe('2026-02-01');
  });

  it('follows summer time on both sides of a change', () => {
    // New York springs forward on 8 Mar 2026 (UTC−5 → UTC−4): midnight moves from 05:00 to 04:00 UTC.
    expect(on('2026-03-08T04:59:59Z', 'America/New_York')).toBe('2026-03-07');
    expect(on('2026-03-08T05:00:00Z', 'America/New_York')).toBe('2026-03-08');
    expect(on('2026-03-09T03:59:59Z', 'America/New_York')).toBe('2026-03-08');
    expect(on('2026-03-09T04:00:00Z', 'America/New_York')).toBe('2026-03-09');
    // …and falls back on 1 Nov 2026: midnight is 05:00 UTC again from 2 Nov.
    expect(on('2026-11-02T04:59:59Z', 'America/New_York')).toBe('2026-11-01');
    expect(on('2026-11-02T05:00:00Z', 'America/New_York')).toBe('2026-11-02');
    // London in summer (BST, UTC+1): 23:30 UTC on 30 Jun is already 1 Jul; in winter it is not.
    expect(on('2026-06-30T23:30:00Z', 'Europe/London')).toBe('2026-07-01');
    expect(on('2026-01-31T23:30:00Z', 'Europe/London')).toBe('2026-01-31');
    // Sydney in winter (AEST, UTC+10) after its April change back.
    expect(on('2026-06-30T13:59:59Z', 'Australia/Sydney')).toBe('2026-06-30');
    expect(on('2026-06-30T14:00:00Z', 'Australia/Sydney')).toBe('2026-07-01');
  });

  it('lands on a leap day and across a year end', () => {
    expect(on('2028-03-01T07:59:59Z', 'America/Los_Angeles')).toBe('2028-02-29');
    expect(on('2027-01-01T05:59:59Z', 'America/Chicago')).toBe('2026-12-31');
    expect(on('2027-01-01T06:00:00Z', 'America/Chicago')).toBe('2027-01-01');
  });

  it('refuses an invalid instant or an unknown zone', () => {
    expect(() => calendarDateIn(new Date('soon'), 'America/New_York')).toThrow(RangeError);
    expect(() => calendarDateIn(new Date('2026-01-01T00:00:00Z'), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
