import { and, asc, eq, inArray, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/transaction.js';
import { courseCredits, courses } from '../../db/schema/courses.js';
import { users } from '../../db/schema/identity.js';
import { enrollments } from '../../db/schema/learning.js';
import { userJurisdictions } from '../../db/schema/lawyer-profile.js';
import { jurisdictions } from '../../db/schema/taxonomy.js';

const jurisdictionColumns = {
  id: jurisdictions.id,
  code: jurisdictions.code,
  name: jurisdictions.name,
  country: jurisdictions.country,
  minutesPerCreditHour: jurisdictions.minutesPerCreditHour,
};

/** Approved credit lines and their expiry: the expiring queue and the hourly expiry sweep. */
export class ApprovalsRepository {
  constructor(private readonly db: Executor) {}

  within(tx: Transaction): ApprovalsRepository {
    return new ApprovalsRepository(tx);
  }

  /** Approved lines whose last day is on or before `lastDay` (those already past it too, until the sweep runs). */
  expiringBy(lastDay: string) {
    return this.db
      .select({
        credit: courseCredits,
        jurisdiction: jurisdictionColumns,
        course: { id: courses.id, title: courses.title, published: courses.published },
      })
      .from(courseCredits)
      .innerJoin(jurisdictions, eq(jurisdictions.id, courseCredits.jurisdictionId))
      .innerJoin(courses, eq(courses.id, courseCredits.courseId))
      .where(
        and(
          eq(courseCredits.approvalStatus, 'APPROVED'),
          isNotNull(courseCredits.expiresOn),
          lte(courseCredits.expiresOn, lastDay),
        ),
      )
      .orderBy(asc(courseCredits.expiresOn), asc(courses.title), asc(jurisdictions.name));
  }

  /** The courses with an approved line whose last day was before `today`. */
  async coursesWithLapsedApprovals(today: string, limit = 100): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ courseId: courseCredits.courseId })
      .from(courseCredits)
      .where(and(eq(courseCredits.approvalStatus, 'APPROVED'), lt(courseCredits.expiresOn, today)))
      .limit(limit);
    return rows.map((row) => row.courseId);
  }

  /** Marks the course's approved lines past their last day EXPIRED; answers the lines it changed. */
  expireLapsed(courseId: string, today: string, now: Date) {
    return this.db
      .update(courseCredits)
      .set({ approvalStatus: 'EXPIRED', updatedAt: now })
      .where(
        and(
          eq(courseCredits.courseId, courseId),
          eq(courseCredits.approvalStatus, 'APPROVED'),
          lt(courseCredits.expiresOn, today),
        ),
      )
      .returning({
        id: courseCredits.id,
        jurisdictionId: courseCredits.jurisdictionId,
        creditType: courseCredits.creditType,
        category: courseCredits.category,
        hours: courseCredits.hours,
        expiresOn: courseCredits.expiresOn,
      });
  }

  findJurisdictions(jurisdictionIds: string[]) {
    if (jurisdictionIds.length === 0) return Promise.resolve([]);
    return this.db
      .select(jurisdictionColumns)
      .from(jurisdictions)
      .where(inArray(jurisdictions.id, jurisdictionIds));
  }

  /** Lawyers enrolled in the course who have not completed it and are admitted in one of these jurisdictions. */
  lawyersToTell(courseId: string, jurisdictionIds: string[]) {
    if (jurisdictionIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectDistinct({
        userId: users.id,
        name: users.name,
        email: users.email,
        jurisdictionId: userJurisdictions.jurisdictionId,
      })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.userId))
      .innerJoin(userJurisdictions, eq(userJurisdictions.userId, enrollments.userId))
      .where(
        and(
          eq(enrollments.courseId, courseId),
          isNull(enrollments.completedAt),
          inArray(userJurisdictions.jurisdictionId, jurisdictionIds),
        ),
      )
      .orderBy(asc(users.email));
  }
}
