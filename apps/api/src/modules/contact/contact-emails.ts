import { z } from 'zod';
import { CONTACT_TOPIC_LABELS, ContactTopicSchema } from '@counsel/contracts';
import { greeting, renderEmail } from '../../integrations/mail/mail-templates.js';
import { defineEmail } from '../notifications/notifications.js';

/** The contact form's e-mails (docs/product-rules.md#contact-form): the acknowledgement, the forward, the reply. */

const MessageFields = z.object({
  messageId: z.uuid(),
  name: z.string(),
  email: z.string(),
  topic: ContactTopicSchema,
  message: z.string(),
  firmName: z.string().nullable(),
  seats: z.number().int().nullable(),
});

/** The sender's words as the e-mail quotes them: one paragraph per paragraph they wrote. */
function quoted(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** "We received your message": to the sender, at once. */
export const CONTACT_ACKNOWLEDGEMENT_EMAIL = defineEmail({
  template: 'contact-acknowledgement',
  data: MessageFields,
  render(appUrl, data) {
    return renderEmail(appUrl, {
      subject: 'We received your message',
      heading: 'Thank you for writing to us',
      paragraphs: [
        greeting(data.name),
        `We received your message about "${CONTACT_TOPIC_LABELS[data.topic]}". Someone from our team will ` +
          'answer you at this address, usually within one business day.',
        'What you wrote:',
        ...quoted(data.message),
      ],
      action: { label: 'Visit Counsel CLE', url: '/' },
      notes: ['If you did not write to us, you can ignore this e-mail.'],
    });
  },
});

/** The message forwarded to the staff address (CONTACT_TO), with a link to it in the contact inbox. */
export const CONTACT_FORWARD_EMAIL = defineEmail({
  template: 'contact-forward',
  data: MessageFields,
  render(appUrl, data) {
    const firm = [
      ...(data.firmName ? [`Firm: ${data.firmName}`] : []),
      ...(data.seats !== null ? [`Seats: ${data.seats}`] : []),
    ];
    return renderEmail(appUrl, {
      subject: `Contact form: ${CONTACT_TOPIC_LABELS[data.topic]} from ${data.name}`,
      heading: `New message: ${CONTACT_TOPIC_LABELS[data.topic]}`,
      paragraphs: [`From: ${data.name} <${data.email}>`, ...firm, ...quoted(data.message)],
      action: { label: 'Answer in the contact inbox', url: `/staff/inbox?message=${data.messageId}` },
      notes: ['Answer from the contact inbox so the reply is kept with the message.'],
    });
  },
});

/** A staff member's reply, to the sender. */
export const CONTACT_REPLY_EMAIL = defineEmail({
  template: 'contact-reply',
  data: z.object({
    name: z.string(),
    topic: ContactTopicSchema,
    body: z.string(),
    originalMessage: z.string(),
  }),
  render(appUrl, data) {
    return renderEmail(appUrl, {
      subject: `Re: your message about "${CONTACT_TOPIC_LABELS[data.topic]}"`,
      heading: 'An answer to your message',
      paragraphs: [greeting(data.name), ...quoted(data.body)],
      action: { label: 'Write to us again', url: '/contact' },
      notes: [`You wrote: ${data.originalMessage.replace(/\s+/g, ' ').trim().slice(0, 500)}`],
    });
  },
});
