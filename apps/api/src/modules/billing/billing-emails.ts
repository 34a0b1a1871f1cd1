import { z } from 'zod';
import { formatCents } from '@counsel/domain';
import { renderEmail } from '../../integrations/mail/mail-templates.js';
import { defineEmail } from '../notifications/notifications.js';

/** The receipt of a course bought outright or of a membership invoice paid. */
export const RECEIPT_EMAIL = defineEmail({
  template: 'receipt',
  data: z.object({
    item: z.enum(['COURSE', 'MEMBERSHIP']),
    name: z.string(),
    amountCents: z.number(),
    currency: z.string(),
  }),
  render(appUrl, { item, name, amountCents, currency }) {
    const amount = formatCents(amountCents, currency);
    return item === 'COURSE'
      ? renderEmail(appUrl, {
          subject: `Your Counsel CLE receipt: ${amount}`,
          heading: 'Thank you: the course is yours',
          paragraphs: [
            `Hi ${name}, we received ${amount} for your course. It stays in My Learning for good.`,
          ],
          action: { label: 'Open My Learning', url: '/dashboard/learning' },
        })
      : renderEmail(appUrl, {
          subject: `Your Counsel CLE receipt: ${amount}`,
          heading: 'Thank you: your payment went through',
          paragraphs: [
            `Hi ${name}, we received ${amount} for your Counsel CLE membership.`,
            'Invoices and billing details are under "Manage billing" in Settings.',
          ],
          action: { label: 'Open Settings', url: '/dashboard/settings' },
        });
  },
});

/** A membership invoice whose payment failed: the member is asked to update the card. */
export const PAYMENT_FAILED_EMAIL = defineEmail({
  template: 'payment-failed',
  data: z.object({ name: z.string(), amountCents: z.number(), currency: z.string() }),
  render(appUrl, { name, amountCents, currency }) {
    return renderEmail(appUrl, {
      subject: 'Your Counsel CLE payment did not go through',
      heading: 'We could not take your payment',
      paragraphs: [
        `Hi ${name}, the payment of ${formatCents(amountCents, currency)} for your membership failed.`,
        'Update your card under "Manage billing" in Settings to keep your access to courses and certificates.',
      ],
      action: { label: 'Update your card', url: '/dashboard/settings' },
    });
  },
});
