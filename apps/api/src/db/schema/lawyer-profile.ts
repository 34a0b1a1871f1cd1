import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity.js';
import { jurisdictions, practiceAreas } from './taxonomy.js';

/**
 * A lawyer's admissions: where they are licensed, their bar or registration number, and what that
 * jurisdiction's compliance rule needs to place their reporting period (profileNeeds in
 * packages/domain/src/compliance/profile-needs.ts): NY the birth date, TX and NJ the birth month, CA the
 * last-name group ("G1"), PA the assigned group, FL the last day of one of their reporting cycles.
 */
export const userJurisdictions = pgTable(
  'user_jurisdictions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jurisdictionId: uuid('jurisdiction_id')
      .notNull()
      .references(() => jurisdictions.id, { onDelete: 'restrict' }),
    barNumber: text('bar_number').notNull(),
    admittedOn: date('admitted_on'),
    birthDate: date('birth_date'),
    birthMonth: smallint('birth_month'),
    complianceGroup: text('compliance_group'),
    cycleEndsOn: date('cycle_ends_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('user_jurisdictions_user_jurisdiction_unique').on(table.userId, table.jurisdictionId),
    index('user_jurisdictions_user_idx').on(table.userId),
    check('user_jurisdictions_birth_month_range', sql`${table.birthMonth} between 1 and 12`),
  ],
);

/** The practice areas a lawyer follows (onboarding and settings). */
export const userPracticeAreas = pgTable(
  'user_practice_areas',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    practiceAreaId: uuid('practice_area_id')
      .notNull()
      .references(() => practiceAreas.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.practiceAreaId] })],
);
