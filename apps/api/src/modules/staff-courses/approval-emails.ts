import { z } from 'zod';
import { greeting, renderEmail } from '../../integrations/mail/mail-templates.js';
import { defineEmail } from '../notifications/notifications.js';

const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

/**
 * "Course X no longer earns New York credit": sent by the approval-expiry sweep to each lawyer enrolled in the course
 * who has not completed it and is admitted where the approval expired (docs/product-rules.md#credit-approvals).
 */
export const APPROVAL_EXPIRED_EMAIL = defineEmail({
  template: 'credit-approval-expired',
  data: z.object({
    name: z.string(),
    courseTitle: z.string(),
    courseSlug: z.string(),
    jurisdictionName: z.string(),
    /** The approval's last day. */
    lastDay: z.iso.date(),
  }),
  render(appUrl, data) {
    return renderEmail(appUrl, {
      subject: `${data.courseTitle} no longer earns ${data.jurisdictionName} credit`,
      heading: `${data.jurisdictionName} credit for this course has ended`,
      paragraphs: [
        greeting(data.name),
        `The ${data.jurisdictionName} approval of “${data.courseTitle}” ran until ${longDate(data.lastDay)}. ` +
          `You can still finish the course, but it no longer earns ${data.jurisdictionName} credit.`,
        'Credit you have already claimed is not affected. The course page shows where it still counts.',
      ],
      action: { label: 'See the course', url: `/dashboard/courses/${encodeURIComponent(data.courseSlug)}` },
    });
  },
});
