import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ExternalCreditLine } from '@counsel/contracts';
import { users } from './identity.js';
import { userJurisdictions } from './lawyer-profile.js';

/*
 * The compliance tracker's own data (docs/product-rules.md#compliance). Where a lawyer stands is computed on read
 * from their admissions, completions and these external credits; only what cannot be recomputed is stored.
 */

/**
 * A course taken with another provider, entered by the lawyer (self-reported): its hours by jurisdiction, credit
 * type and category (`lines`), and the certificate uploaded with it, kept in the file store under
 * `certificate_key` (integrations/file-storage/).
 */
export const externalCredits = pgTable(
  'external_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    title: text('title').notNull(),
    completedOn: date('completed_on').notNull(),
    /** LIVE, ON_DEMAND or SELF_STUDY (COMPLIANCE_FORMATS). */
    format: text('format').notNull(),
    lines: jsonb('lines').$type<ExternalCreditLine[]>().notNull(),
    certificateKey: text('certificate_key'),
    certificateName: text('certificate_name'),
    certificateType: text('certificate_type'),
    certificateSize: integer('certificate_size'),
    certificateUploadedAt: timestamp('certificate_uploaded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('external_credits_user_idx').on(table.userId, table.completedOn),
    check('external_credits_format', sql`${table.format} in ('LIVE', 'ON_DEMAND', 'SELF_STUDY')`),
  ],
);

/**
 * A deadline reminder sent: one row per admission, period end and step (90, 30, 7 days before). The insert is the
 * claim: with several API instances, the one whose insert lands sends the e-mail (in the same transaction).
 */
export const complianceReminders = pgTable(
  'compliance_reminders',
  {
    admissionId: uuid('admission_id')
      .notNull()
      .references(() => userJurisdictions.id, { onDelete: 'cascade' }),
    periodEnd: date('period_end').notNull(),
    daysBefore: smallint('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.admissionId, table.periodEnd, table.daysBefore] })],
);
