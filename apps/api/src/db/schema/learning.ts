import { index, pgEnum, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { courses } from './courses.js';
import { users } from './identity.js';

/*
 * Enrollment and My Learning. The status a lawyer sees (ENROLLED / SUBSCRIPTION_EXPIRED) is not
 * stored: it is computed when read from `access` and the user's subscriptions, so a membership that ends or returns
 * changes it without touching these rows (progress is kept).
 */

/** What let the lawyer enroll: a membership (the lawyer's own) or a purchase. */
export const enrollmentAccess = pgEnum('enrollment_access', ['MEMBERSHIP', 'PURCHASE']);

export const enrollments = pgTable(
  'enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    access: enrollmentAccess('access').notNull(),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    /** First and latest time the lawyer opened the course (POST /api/courses/{courseId}). */
    startedAt: timestamp('started_at', { withTimezone: true }),
    lastVisitedAt: timestamp('last_visited_at', { withTimezone: true }),
    /** Set when the lawyer claims credit (completions.repository.ts). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    unique('enrollments_user_course_unique').on(table.userId, table.courseId),
    index('enrollments_user_last_visited_idx').on(table.userId, table.lastVisitedAt),
  ],
);
