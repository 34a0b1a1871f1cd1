import { describe, expect, it } from 'vitest';
import { buildCalendar, foldLine, icsText, icsUtc } from './ics.js';

/* The writer's rules; apps/api/src/modules/live/ics-parse.test.ts reads its files back with a real parser. */
describe('iCalendar text', () => {
  it('escapes text and formats UTC times', () => {
    expect(icsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(icsUtc(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });

  it('folds at 75 octets, continuation lines starting with a space, never inside a UTF-8 character', () => {
    expect(
      foldLine('x'.repeat(150))
        .split('\r\n ')
        .map((part) => part.length),
    ).toEqual([75, 74, 1]);
    const folded = foldLine('é'.repeat(60));
    for (const line of folded.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n ').join('')).toBe('é'.repeat(60));
  });

  it('writes a VCALENDAR with CRLF endings, a VALARM only on confirmed events', () => {
    const event = {
      uid: 'u1',
      start: new Date('2026-12-01T15:00:00Z'),
      end: new Date('2026-12-01T16:00:00Z'),
      summary: 'S',
      description: 'D',
      url: 'https://x.example/c',
      alarmMinutesBefore: 15,
    };
    const text = buildCalendar({ name: 'N', stamp: new Date('2026-11-24T00:00:00Z'), events: [event] });
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('DTSTART:20261201T150000Z\r\nDTEND:20261201T160000Z');
    expect(text).toContain('TRIGGER:-PT15M');
    const cancelled = buildCalendar({
      name: 'N',
      stamp: new Date(),
      events: [{ ...event, status: 'CANCELLED' }],
    });
    expect(cancelled).toContain('STATUS:CANCELLED');
    expect(cancelled).not.toContain('VALARM');
  });
});

describe('all-day events', () => {
  it('writes a deadline as a DATE, ending the next day (across a month and a year end)', () => {
    const calendar = buildCalendar({
      name: 'Deadlines',
      stamp: new Date('2026-11-25T10:00:00Z'),
      events: [
        {
          uid: 'deadline-1@counsel-cle',
          day: '2026-12-31',
          start: new Date(0),
          end: new Date(0),
          summary: 'New York CLE deadline',
          description: '8 hours to go',
          url: 'https://counsel.example/dashboard/compliance',
          alarmMinutesBefore: 7 * 24 * 60,
        },
      ],
    });
    expect(calendar).toContain('DTSTART;VALUE=DATE:20261231\r\n');
    expect(calendar).toContain('DTEND;VALUE=DATE:20270101\r\n');
    expect(calendar).not.toContain('DTSTART:');
    expect(calendar).toContain('TRIGGER:-PT10080M');
  });
});
