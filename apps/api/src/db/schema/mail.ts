import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The embedded mail port (apps/api/src/integrations/mail/README.md): without SMTP_URL every outgoing message is stored here, and the
 * development mailbox (/dev/mailbox) shows it. Both parts are kept exactly as they would have been sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Which template produced the message (`verification`, `password-reset`, ...). */
    template: text('template').notNull(),
    /** Files sent with the message (a live session's invite.ics). */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_created_at_idx').on(table.createdAt)],
);
