import { describe, expect, it } from 'vitest';
import { addDays, addMonths, endOfMonth, formatDate, parseDate } from './calendar-date.js';

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
