/** "Tue, Dec 1, 2026, 10:00 AM CST" in the session's own zone. */
export function formatSessionStart(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

export const ROOM_LABELS = {
  BUILT_IN: 'Built-in room',
  ZOOM_MEETING: 'Zoom meeting',
  ZOOM_WEBINAR: 'Zoom webinar',
} as const;

/** A `datetime-local` value (the browser's zone) as an ISO instant, or null when empty or invalid. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An ISO instant as a `datetime-local` value in the browser's zone. */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}
