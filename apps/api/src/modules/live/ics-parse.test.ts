import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar } from '@counsel/domain';
import { parseCalendar } from '../../testing/icalendar.js';

const stamp = new Date('2026-11-24T10:00:00Z');
const event = {
  uid: 'registration-1@counselcle.example',
  start: new Date('2026-12-01T15:00:00Z'),
  end: new Date('2026-12-01T16:30:00Z'),
  summary: 'Ethics; Conflicts, and the "Hot Potato" Rule',
  description: 'Join at https://counsel.example/zoom-client-view?courseId=x\nBring questions.',
  url: 'https://counsel.example/dashboard/courses/ethics',
  alarmMinutesBefore: 15,
};

/* The domain's iCalendar writer (packages/domain/src/ics.ts) read back by a real parser, as calendar apps read it. */
describe('iCalendar files', () => {
  it('parse with a real iCalendar parser, every property intact', () => {
    const text = buildCalendar({ name: 'My live sessions', stamp, events: [event] });
    const calendar = parseCalendar(text);
    const [vevent] = calendar.getAllSubcomponents('vevent');
    if (!vevent) throw new Error('no VEVENT');
    const parsed = new ICAL.Event(vevent);
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.description).toBe(event.description);
    expect(parsed.startDate.toJSDate().toISOString()).toBe(event.start.toISOString());
    expect(parsed.endDate.toJSDate().toISOString()).toBe(event.end.toISOString());
    expect(parsed.startDate.zone.tzid).toBe('UTC');
    expect(vevent.getFirstPropertyValue('url')).toBe(event.url);
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2026-11-24T10:00:00Z');
    const alarm = vevent.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-PT15M');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  });

  it('write CRLF lines of at most 75 octets, UTF-8 characters unbroken', () => {
    const long = { ...event, summary: 'Über-long title — '.repeat(12) };
    const text = buildCalendar({ name: 'x', stamp, events: [long] });
    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\n');
    }
    const parsed = new ICAL.Event(parseCalendar(text).getFirstSubcomponent('vevent') ?? undefined);
    expect(parsed.summary).toBe(long.summary);
  });

  it('mark a cancelled registration CANCELLED with no alarm, and hold several events in a feed', () => {
    const text = buildCalendar({
      name: 'feed',
      stamp,
      events: [event, { ...event, uid: 'registration-2@x', status: 'CANCELLED', sequence: 1 }],
    });
    const events = parseCalendar(text).getAllSubcomponents('vevent');
    expect(events).toHaveLength(2);
    expect(events[1]?.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(events[1]?.getFirstSubcomponent('valarm')).toBeNull();
  });
});
