import { sql, type SQL } from 'drizzle-orm';
import { courses } from '../db/schema/courses.js';

/**
 * The demo catalog's price of buying one course outright, in cents: $9 plus $20 per started
 * half hour — 30 min $29, 45 or 60 min $49, 90 min $69, 2 h $89, 3 h $129, 4 h $169. A course in a data file
 * may set `priceCents` instead. Currency: usd, the column's default.
 */
export const COURSE_PRICE_BASE_CENTS = 900;
export const COURSE_PRICE_PER_HALF_HOUR_CENTS = 2000;

export function coursePriceCentsFor(durationMinutes: number): number {
  return COURSE_PRICE_BASE_CENTS + COURSE_PRICE_PER_HALF_HOUR_CENTS * Math.ceil(durationMinutes / 30);
}

/** The same rule in SQL (integer arithmetic), for courses seeded before they had a price. */
export function coursePriceSql(): SQL<number> {
  const base = sql.raw(String(COURSE_PRICE_BASE_CENTS));
  const perHalfHour = sql.raw(String(COURSE_PRICE_PER_HALF_HOUR_CENTS));
  return sql<number>`${base} + ${perHalfHour} * ((${courses.durationMinutes} + 29) / 30)`;
}
