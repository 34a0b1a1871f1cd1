import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONTACT_MESSAGE_STATUSES, CONTACT_TOPICS } from '@counsel/contracts';
import { users } from './identity.js';

/*
 * The contact form's messages (POST /api/contact-us) and the staff's replies to them (the contact inbox).
 * A message is stored before it is acknowledged and forwarded, so nothing sent is lost if the mail is slow.
 */

export const contactTopic = pgEnum('contact_topic', CONTACT_TOPICS);
export const contactMessageStatus = pgEnum('contact_message_status', CONTACT_MESSAGE_STATUSES);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Lower-case. */
    email: text('email').notNull(),
    topic: contactTopic('topic').notNull(),
    message: text('message').notNull(),
    firmName: text('firm_name'),
    seats: integer('seats'),
    status: contactMessageStatus('status').notNull().default('NEW'),
    /** The signed-in sender's account, when there was one. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_status_created_idx').on(table.status, table.createdAt),
    index('contact_messages_email_idx').on(table.email),
    check('contact_messages_seats_positive', sql`${table.seats} is null or ${table.seats} > 0`),
  ],
);

export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    staffUserId: uuid('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_replies_message_idx').on(table.messageId, table.createdAt)],
);
