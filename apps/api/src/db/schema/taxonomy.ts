import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Where credit is earned: US states and DC, and CPD regions (England and Wales, Ontario, New South Wales). */
export const jurisdictions = pgTable('jurisdictions', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  minutesPerCreditHour: integer('minutes_per_credit_hour').notNull().default(60),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const practiceAreas = pgTable('practice_areas', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
