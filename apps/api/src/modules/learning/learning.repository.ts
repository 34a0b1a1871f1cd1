import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/identity.js';
import { enrollments } from '../../db/schema/learning.js';

export type EnrollmentRow = typeof enrollments.$inferSelect;
export type EnrollmentAccess = EnrollmentRow['access'];

/** Newest visit first (never-visited last), then newest enrollment. */
const LIST_ORDER = [
  sql`${enrollments.lastVisitedAt} desc nulls last`,
  desc(enrollments.enrolledAt),
  desc(enrollments.id),
];

/** Enrollments: the only place with their queries. Every query is scoped to one user. */
export class LearningRepository {
  constructor(private readonly db: Database) {}

  async userExists(userId: string): Promise<boolean> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    return row !== undefined;
  }

  async findEnrollment(userId: string, courseId: string): Promise<EnrollmentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
      .limit(1);
    return row;
  }

  /**
   * Enrolls the user once (conflict-safe under parallel requests): `created` is true only for the call that
   * inserted the row. An existing MEMBERSHIP enrollment becomes PURCHASE when the course was bought since.
   */
  async enroll(
    userId: string,
    courseId: string,
    access: EnrollmentAccess,
  ): Promise<{ row: EnrollmentRow; created: boolean }> {
    const [inserted] = await this.db
      .insert(enrollments)
      .values({ userId, courseId, access })
      .onConflictDoNothing({ target: [enrollments.userId, enrollments.courseId] })
      .returning();
    if (inserted) return { row: inserted, created: true };
    if (access === 'PURCHASE') {
      await this.db
        .update(enrollments)
        .set({ access })
        .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
    }
    const existing = await this.findEnrollment(userId, courseId);
    if (!existing) throw new Error('enrollment not stored');
    return { row: existing, created: false };
  }

  /** Records a visit: started_at on the first one, last_visited_at every time. Undefined when not enrolled. */
  async recordVisit(userId: string, courseId: string): Promise<EnrollmentRow | undefined> {
    const [row] = await this.db
      .update(enrollments)
      .set({ startedAt: sql`coalesce(${enrollments.startedAt}, now())`, lastVisitedAt: sql`now()` })
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
      .returning();
    return row;
  }

  listEnrollments(userId: string): Promise<EnrollmentRow[]> {
    return this.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.userId, userId))
      .orderBy(...LIST_ORDER);
  }

  /** Started and not completed. */
  listEnrollmentsInProgress(userId: string): Promise<EnrollmentRow[]> {
    return this.db
      .select()
      .from(enrollments)
      .where(
        and(
          eq(enrollments.userId, userId),
          isNotNull(enrollments.startedAt),
          isNull(enrollments.completedAt),
        ),
      )
      .orderBy(...LIST_ORDER);
  }

  /**
   * Per user (a firm's lawyers): courses in progress and completed, and the last time they opened a course.
   * Users without enrollments are absent.
   */
  async progressOfUsers(userIds: readonly string[]) {
    if (userIds.length === 0) return [];
    return this.db
      .select({
        userId: enrollments.userId,
        inProgress: sql<number>`count(*) filter (where ${enrollments.completedAt} is null)`.mapWith(Number),
        completed: sql<number>`count(*) filter (where ${enrollments.completedAt} is not null)`.mapWith(
          Number,
        ),
        lastActiveAt: sql<Date | null>`max(${enrollments.lastVisitedAt})`.mapWith((value: unknown) =>
          value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null,
        ),
      })
      .from(enrollments)
      .where(inArray(enrollments.userId, [...userIds]))
      .groupBy(enrollments.userId);
  }
}
