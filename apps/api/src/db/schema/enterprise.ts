import {
  boolean,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ENTERPRISE_AUDIT_ACTIONS, ENTERPRISE_MEMBER_STATUSES } from '@counsel/contracts';
import { firms } from './billing.js';
import { users } from './identity.js';

/*
 * A firm's lawyers and what was done to them (docs/product-rules.md#firms). The firm itself (name, seats bought,
 * the buyer) is billing's `firms` row; its subscription says whether the seats grant access.
 */

export const firmMemberStatus = pgEnum('firm_member_status', ENTERPRISE_MEMBER_STATUSES);
export const firmAuditAction = pgEnum('firm_audit_action', ENTERPRISE_AUDIT_ACTIONS);

/**
 * One lawyer of a firm: invited by e-mail (PENDING), joined (ACTIVE, `user_id` set) or revoked (REVOKED).
 * PENDING and ACTIVE rows each hold a seat; the seat count is checked under a lock on the firm's row. The
 * invitation token is stored only as its SHA-256 and kept after use, so a used or revoked link is told apart
 * from an unknown one; re-sending replaces it.
 */
export const firmMembers = pgTable(
  'firm_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    /** The account, once the invitation is accepted (the firm's buyer has it from the start). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-case; the invitation may only be accepted by an account with this verified e-mail. */
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    status: firmMemberStatus('status').notNull(),
    isAdministrator: boolean('is_administrator').notNull().default(false),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('firm_members_firm_email_unique').on(table.firmId, table.email),
    uniqueIndex('firm_members_token_hash_unique').on(table.tokenHash),
    // A lawyer holds an active seat in one firm at a time.
    uniqueIndex('firm_members_active_user_unique')
      .on(table.userId)
      .where(sql`${table.status} = 'ACTIVE'`),
    index('firm_members_firm_status_idx').on(table.firmId, table.status),
  ],
);

/** Every member-changing action of a firm: who, what, whom, when. Names are copied so the log outlives the rows. */
export const firmAuditLog = pgTable(
  'firm_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firmId: uuid('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    action: firmAuditAction('action').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name'),
    actorEmail: text('actor_email'),
    subjectName: text('subject_name'),
    subjectEmail: text('subject_email'),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('firm_audit_log_firm_created_idx').on(table.firmId, table.createdAt)],
);
