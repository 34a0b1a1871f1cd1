import type { LiveRegistration } from '@counsel/contracts';
import { apiGetBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/** The name the calendar file is saved under: the course's slug (`ethics-of-generative-ai.ics`). */
export function calendarFileName(course: Pick<LiveRegistration['course'], 'slug' | 'title'>): string {
  const base =
    course.slug ||
    course.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return `${base || 'live-session'}.ics`;
}

/**
 * GET the registration's `calendarPath` (text/calendar): it needs the bearer token, so it is fetched through the API
 * client and saved through an object URL as `<course>.ics`. Refusals reject as ApiErrors.
 */
export async function downloadRegistrationCalendar(
  registration: Pick<LiveRegistration, 'calendarPath' | 'course'>,
): Promise<void> {
  const blob = await apiGetBlob(registration.calendarPath, 'text/calendar');
  saveBlob(blob, calendarFileName(registration.course));
}
