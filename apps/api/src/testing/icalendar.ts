import ICAL from 'ical.js';

/** Parses iCalendar text with a real parser (ical.js, Mozilla's), as a calendar app would. */
export function parseCalendar(text: string): ICAL.Component {
  const jcal: unknown = ICAL.parse(text);
  if (!Array.isArray(jcal)) throw new Error('not one VCALENDAR');
  return new ICAL.Component(jcal as unknown[]);
}

export function calendarEvents(text: string): ICAL.Event[] {
  return parseCalendar(text)
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent));
}
