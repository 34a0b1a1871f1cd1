/** Dates in the en-US locale (docs/product-rules.md#display-formats): "March 5, 2027" and "March 5, 2027 at 10:00 AM EST". */
const dateFormatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const dateTimeFormatter = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const sessionFormatter = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const timeFormatter = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "March 5, 2027"; '' for an unreadable value. */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return date ? dateFormatter.format(date) : '';
}

/** "March 5, 2027 at 10:00 AM EST" (the viewer's time zone); '' for an unreadable value. */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? dateTimeFormatter.format(date) : '';
}

/** "10:00 AM EST"; '' for an unreadable value. */
export function formatTime(value: string | Date): string {
  const date = toDate(value);
  return date ? timeFormatter.format(date) : '';
}

/** "Tue, Dec 1, 2026, 10:00 AM EST" (the viewer's time zone, named): a live session's start; '' for an unreadable value. */
export function formatSessionDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? sessionFormatter.format(date) : '';
}

/**
 * The time in another zone when it reads differently from the viewer's: "3:00 PM GMT" for a session organised in
 * London seen from New York; null when the zone is the viewer's, reads the same, or is unknown.
 */
export function formatTimeElsewhere(value: string | Date, timeZone: string): string | null {
  const date = toDate(value);
  if (!date) return null;
  let there: string;
  try {
    there = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    }).format(date);
  } catch {
    return null;
  }
  return there === timeFormatter.format(date) ? null : there;
}
