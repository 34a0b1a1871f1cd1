import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatSessionDateTime, formatTimeElsewhere } from './format-date';

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

describe('formatTimeElsewhere', () => {
  const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const other = viewerZone === 'Asia/Tokyo' ? 'America/Los_Angeles' : 'Asia/Tokyo';

  it('writes the time in the organiser’s zone when it reads differently', () => {
    const text = formatTimeElsewhere('2027-03-05T15:00:00.000Z', other);
    expect(text).toMatch(/^\d{1,2}:\d{2}\s?(AM|PM) \S+$/);
    expect(text).toBe(
      new Intl.DateTimeFormat('en-US', {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: other,
        timeZoneName: 'short',
      }).format(new Date('2027-03-05T15:00:00.000Z')),
    );
  });

  it('is null in the viewer’s own zone, for an unknown zone and for an unreadable date', () => {
    expect(formatTimeElsewhere('2027-03-05T15:00:00.000Z', viewerZone)).toBeNull();
    expect(formatTimeElsewhere('2027-03-05T15:00:00.000Z', 'Not/AZone')).toBeNull();
    expect(formatTimeElsewhere('nope', other)).toBeNull();
  });
});
