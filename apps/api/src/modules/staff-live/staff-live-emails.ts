import { z } from 'zod';
import { greeting, renderEmail } from '../../integrations/mail/mail-templates.js';
import { coursePagePath, formatSessionTime, SessionFacts, sessionInvite } from '../live/live-emails.js';
import { defineEmail } from '../notifications/notifications.js';

/** Staff moved the session (or changed its length): the new time, and the invite.ics with the same event updated. */
export const LIVE_SESSION_MOVED_EMAIL = defineEmail({
  template: 'live-session-moved',
  data: SessionFacts.extend({
    previousStartsAt: z.iso.datetime({ offset: true }),
    stampedAt: z.iso.datetime({ offset: true }),
  }),
  render(appUrl, data) {
    const when = formatSessionTime(data.startsAt, data.timeZone);
    const before = formatSessionTime(data.previousStartsAt, data.timeZone);
    const page = coursePagePath(data.courseSlug);
    const rendered = renderEmail(appUrl, {
      subject: `New time: ${data.courseTitle}`,
      heading: 'Your live session has a new time',
      paragraphs: [
        greeting(data.name),
        `The live session of "${data.courseTitle}" you registered for, planned for ${before}, now takes place ` +
          `${when} (${data.durationMinutes} minutes).`,
        'Your seat is kept. If the new time does not suit you, choose another session on the course page.',
      ],
      action: { label: 'Open the course', url: page },
      notes: ['The attached invite.ics updates the event in your calendar.'],
    });
    return { ...rendered, attachments: [sessionInvite(appUrl, data, page)] };
  },
});

/** Staff canceled the session: the reason, and where to choose another session. */
export const LIVE_SESSION_CANCELED_EMAIL = defineEmail({
  template: 'live-session-canceled',
  data: SessionFacts.extend({ reason: z.string() }),
  render(appUrl, data) {
    const when = formatSessionTime(data.startsAt, data.timeZone);
    return renderEmail(appUrl, {
      subject: `Canceled: ${data.courseTitle}`,
      heading: 'Your live session is canceled',
      paragraphs: [
        greeting(data.name),
        `The live session of "${data.courseTitle}" planned for ${when} is canceled, and your registration with it.`,
        `The reason: ${data.reason}`,
        'You can register for another session of the course from the course page.',
      ],
      action: { label: 'Choose another session', url: coursePagePath(data.courseSlug) },
    });
  },
});
