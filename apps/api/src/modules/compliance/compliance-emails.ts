import { z } from 'zod';
import { greeting, renderEmail } from '../../integrations/mail/mail-templates.js';
import { defineEmail } from '../notifications/notifications.js';

/** The steps of the deadline reminder: days before the deadline (docs/product-rules.md#compliance). */
export const DEADLINE_REMINDER_DAYS = [90, 30, 7] as const;

const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
const hoursText = (hours: number) => `${Math.round(hours * 100) / 100} ${hours === 1 ? 'hour' : 'hours'}`;

/** "Your New York deadline is in 30 days": sent at 90, 30 and 7 days while something is still missing. */
export const COMPLIANCE_DEADLINE_EMAIL = defineEmail({
  template: 'compliance-deadline',
  data: z.object({
    name: z.string(),
    jurisdictionName: z.string(),
    deadline: z.iso.date(),
    daysLeft: z.number().int().min(0),
    hoursStillNeeded: z.number().min(0),
    /** "Ethics and Professionalism: 2 hours", one per requirement still short. */
    missing: z.array(z.string()),
  }),
  render(appUrl, data) {
    const days = `${data.daysLeft} ${data.daysLeft === 1 ? 'day' : 'days'}`;
    return renderEmail(appUrl, {
      subject: `${data.jurisdictionName} CLE deadline in ${days}: ${hoursText(data.hoursStillNeeded)} to go`,
      heading: `Your ${data.jurisdictionName} deadline is in ${days}`,
      paragraphs: [
        greeting(data.name),
        `Your ${data.jurisdictionName} reporting deadline is ${longDate(data.deadline)}, and you still need ` +
          `${hoursText(data.hoursStillNeeded)}.`,
        ...(data.missing.length > 0 ? [`Still missing: ${data.missing.join('; ')}.`] : []),
        'The Compliance page shows where you stand in each jurisdiction and links to courses that fill each gap.',
      ],
      action: { label: 'See where you stand', url: '/dashboard/compliance' },
    });
  },
});
