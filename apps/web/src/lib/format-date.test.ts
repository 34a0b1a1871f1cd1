import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatSessionDateTime } from './format-date';

describe('formatDate', () => {
  it('writes en-US long dates', () => {
    expect(formatDate('2027-03-05T12:00:00.000Z')).toBe('March 5, 2027');
    expect(formatDate(new Date(2027, 0, 31, 12))).toBe('January 31, 2027');
  });
  it('is empty for an unreadable value', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the time and a short time-zone name', () => {
    const text = formatDateTime('2027-03-05T12:00:00.000Z');
    expect(text).toMatch(/^March 5, 2027(,| at) \d{1,2}:\d{2}\s?(AM|PM) \S+$/);
  });
});

describe('formatSessionDateTime', () => {
  it('writes the weekday, a short date, the time and the time-zone name', () => {
    expect(formatSessionDateTime('2026-12-01T15:00:00.000Z')).toMatch(
      /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, 2026, \d{1,2}:\d{2}\s?(AM|PM) \S+$/,
    );
    expect(formatSessionDateTime('nope')).toBe('');
  });
});
