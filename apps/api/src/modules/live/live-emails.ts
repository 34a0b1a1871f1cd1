import { z } from 'zod';
import { buildCalendar } from '@counsel/domain';
import { appLink, greeting, renderEmail } from '../../integrations/mail/mail-templates.js';
import { defineEmail } from '../notifications/notifications.js';

const MINUTE_MS = 60_000;

/** "Tuesday, December 1, 2026 at 10:00 AM EST" in the session's own zone. */
export function formatSessionTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

export function coursePagePath(slug: string): string {
  return `/dashboard/courses/${slug}`;
}

/** The same UID as the registration's calendar file (live-calendar.ts), so calendar apps keep one event. */
export function registrationUid(registrationId: string): string {
  return `live-registration-${registrationId}@counsel-cle`;
}

/** What every e-mail about a lawyer's session says (registration, reminders, staff's move and cancel). */
export const SessionFacts = z.object({
  name: z.string(),
  registrationId: z.uuid(),
  courseTitle: z.string(),
  courseSlug: z.string(),
  startsAt: z.iso.datetime({ offset: true }),
  durationMinutes: z.number().int().positive(),
  timeZone: z.string(),
});

/**
 * The session as an invite.ics attachment, under the registration's calendar UID: sent again after a move, it
 * updates the same event in the lawyer's calendar.
 */
export function sessionInvite(
  appUrl: string,
  data: z.infer<typeof SessionFacts> & { stampedAt: string },
  page: string,
) {
  const start = new Date(data.startsAt);
  const url = appLink(appUrl, page);
  const ics = buildCalendar({
    name: data.courseTitle,
    stamp: new Date(data.stampedAt),
    events: [
      {
        uid: registrationUid(data.registrationId),
        start,
        end: new Date(start.getTime() + data.durationMinutes * MINUTE_MS),
        summary: `${data.courseTitle} (live CLE)`,
        description: `Live session on Counsel CLE. Join from the course page: ${url}`,
        url,
        location: url,
        alarmMinutesBefore: 15,
      },
    ],
  });
  return {
    filename: 'invite.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: ics,
  };
}

/** Registered for a session: when, how to join, and the session as an invite.ics attachment. */
export const LIVE_REGISTRATION_EMAIL = defineEmail({
  template: 'live-registration',
  data: SessionFacts.extend({ stampedAt: z.iso.datetime({ offset: true }) }),
  render(appUrl, data) {
    const when = formatSessionTime(data.startsAt, data.timeZone);
    const page = coursePagePath(data.courseSlug);
    const rendered = renderEmail(appUrl, {
      subject: `You're registered: ${data.courseTitle}`,
      heading: 'You are registered for a live session',
      paragraphs: [
        greeting(data.name),
        `Your seat in "${data.courseTitle}" is saved for ${when} (${data.durationMinutes} minutes).`,
        'Join from the course page up to 5 minutes before the start. Stay for the whole session and enter the ' +
          'attendance codes shown in the room: credit is earned for the time you are verified present.',
      ],
      action: { label: 'Open the course', url: page },
      notes: [
        'The attached invite.ics adds the session to your calendar, with a reminder 15 minutes before.',
        'We will also e-mail you a day before and 15 minutes before the start.',
      ],
    });
    return { ...rendered, attachments: [sessionInvite(appUrl, data, page)] };
  },
});

/** A day before, and 15 minutes before: the session is coming; one click stops these reminders. */
export const LIVE_REMINDER_EMAIL = defineEmail({
  template: 'live-reminder',
  data: SessionFacts.extend({ when: z.enum(['DAY', 'SOON']), unsubscribeToken: z.string() }),
  render(appUrl, data) {
    const when = formatSessionTime(data.startsAt, data.timeZone);
    return renderEmail(appUrl, {
      subject:
        data.when === 'SOON'
          ? `Starting in 15 minutes: ${data.courseTitle}`
          : `Tomorrow: ${data.courseTitle}`,
      heading: data.when === 'SOON' ? 'Your live session starts soon' : 'Your live session is tomorrow',
      paragraphs: [
        greeting(data.name),
        `"${data.courseTitle}" starts ${when}.`,
        data.when === 'SOON'
          ? 'The room opens 5 minutes before the start: join from the course page.'
          : 'Join from the course page up to 5 minutes before the start. Plan to stay for the whole session.',
      ],
      action: {
        label: data.when === 'SOON' ? 'Join from the course page' : 'Open the course',
        url: coursePagePath(data.courseSlug),
      },
      footerLink: {
        label: 'Stop session reminders',
        url: `/api/live/reminders/unsubscribe?token=${encodeURIComponent(data.unsubscribeToken)}`,
      },
    });
  },
});

/** After the session: its recording is on the course page now, on demand; one click stops these notices. */
export const LIVE_RECORDING_EMAIL = defineEmail({
  template: 'live-recording',
  data: SessionFacts.extend({ unsubscribeToken: z.string() }),
  render(appUrl, data) {
    const when = formatSessionTime(data.startsAt, data.timeZone);
    return renderEmail(appUrl, {
      subject: `Recording available: ${data.courseTitle}`,
      heading: 'The recording of your live session is available',
      paragraphs: [
        greeting(data.name),
        `The recording of "${data.courseTitle}" (the session of ${when}) is now on the course page, on demand.`,
        'If you attended, the credit you earned live is on the course page: claim it there. If you missed the ' +
          'session or part of it, you can watch the recording instead and earn on-demand credit where it is ' +
          'approved, with the attendance codes shown during the recording.',
      ],
      action: { label: 'Watch the recording', url: coursePagePath(data.courseSlug) },
      footerLink: {
        label: 'Stop session reminders',
        url: `/api/live/reminders/unsubscribe?token=${encodeURIComponent(data.unsubscribeToken)}`,
      },
    });
  },
});
