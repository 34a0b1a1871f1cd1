/**
 * iCalendar (RFC 5545) files for live sessions and compliance deadlines: one event per registration, or a feed. Times are written
 * in UTC (`20261201T150000Z`), text is escaped (§3.3.11) and lines are folded at 75 octets (§3.1) with CRLF endings.
 */

export interface CalendarEvent {
  /** Globally unique and stable for the event, e.g. `registration-<id>@counselcle.example`. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** The page where the lawyer joins. */
  url: string;
  location?: string;
  /** CANCELLED when the registration was cancelled (calendar apps remove it). */
  status?: 'CONFIRMED' | 'CANCELLED';
  /** Minutes before start of a reminder alarm (none when undefined). */
  alarmMinutesBefore?: number;
  /** Bumped when the event changes so calendar apps take the new version. */
  sequence?: number;
  /** An all-day event on this calendar day (YYYY-MM-DD), a deadline: written as a DATE, `start`/`end` unused. */
  day?: string;
}

export interface CalendarInput {
  name: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  events: readonly CalendarEvent[];
}

/** `20261201T150000Z` */
export function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** `20261201` for the calendar day `2026-12-01` plus `days` (an all-day event ends the next day, RFC 5545 §3.6.1). */
export function icsDate(day: string, days: number): string {
  const date = new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000);
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets without splitting a UTF-8 character (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function eventLines(event: CalendarEvent, stamp: Date): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${icsText(event.uid)}`,
    `DTSTAMP:${icsUtc(stamp)}`,
    ...(event.day
      ? [`DTSTART;VALUE=DATE:${icsDate(event.day, 0)}`, `DTEND;VALUE=DATE:${icsDate(event.day, 1)}`]
      : [`DTSTART:${icsUtc(event.start)}`, `DTEND:${icsUtc(event.end)}`]),
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `URL:${event.url}`,
    `LOCATION:${icsText(event.location ?? event.url)}`,
    `STATUS:${event.status ?? 'CONFIRMED'}`,
    `SEQUENCE:${event.sequence ?? 0}`,
  ];
  if (event.alarmMinutesBefore !== undefined && event.status !== 'CANCELLED') {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `TRIGGER:-PT${event.alarmMinutesBefore}M`,
      `DESCRIPTION:${icsText(event.summary)}`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

/** A whole VCALENDAR, CRLF line endings and a final CRLF. */
export function buildCalendar(input: CalendarInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Counsel CLE//Live sessions//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(input.name)}`,
    ...input.events.flatMap((event) => eventLines(event, input.stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
