import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/*
 * The people who run the platform (docs/product-rules.md#staff). A staff account is granted by the
 * `npm run staff:grant` command or by another staff member, never by signing up; its role claim is `staff`.
 * Every staff action is written to `staff_audit_log`, with the values before and after.
 */

export const staffMembers = pgTable('staff_members', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** null: granted by the command line. */
  grantedByUserId: uuid('granted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One staff action: who (copied, so the log outlives the account), what, on which record, before → after, when. */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's e-mail when the action was taken; "command line" for the staff:grant command. */
    actorEmail: text('actor_email').notNull(),
    /** A dotted verb such as `course.publish` or `certificate.revoke`. */
    action: text('action').notNull(),
    /** The kind of record acted on (`course`, `certificate`, `contact-message`, `staff-member`…) and its id. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** A sentence a person can read ("Published 'Ethics in AI'"). */
    summary: text('summary').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_audit_log_created_idx').on(table.createdAt),
    index('staff_audit_log_subject_idx').on(table.subjectType, table.subjectId, table.createdAt),
    index('staff_audit_log_actor_idx').on(table.actorUserId, table.createdAt),
  ],
);
