import { date, index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.js';
import { jurisdictions, practiceAreas } from './taxonomy.js';

/**
 * A lawyer's admissions: where they are licensed, their bar or registration number, and what that
 * jurisdiction needs to place their reporting period (NY: birth date; CA: last-name compliance group).
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
    complianceGroup: text('compliance_group'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('user_jurisdictions_user_jurisdiction_unique').on(table.userId, table.jurisdictionId),
    index('user_jurisdictions_user_idx').on(table.userId),
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
