import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.js';
import { certificates, completions } from '../../db/schema/completions.js';
import { courses } from '../../db/schema/courses.js';
import { users } from '../../db/schema/identity.js';

/** The completions an attendance report lists: the only place with its query. Reads only. */
export class AttendanceReportsRepository {
  constructor(private readonly db: Executor) {}

  /** Completions earned in [from, until), oldest first, with their course, account e-mail and certificate. */
  completionsBetween(range: { from: Date; until: Date; courseId?: string | undefined }) {
    const conditions = [gte(completions.completedAt, range.from), lt(completions.completedAt, range.until)];
    if (range.courseId) conditions.push(eq(completions.courseId, range.courseId));
    return this.db
      .select({
        attendeeName: completions.attendeeName,
        attendeeEmail: users.email,
        barNumbers: completions.barNumbers,
        credits: completions.credits,
        format: completions.format,
        verificationMethod: completions.verificationMethod,
        attendedFrom: completions.attendedFrom,
        completedAt: completions.completedAt,
        courseId: courses.id,
        courseTitle: courses.title,
        certificateNumber: certificates.number,
        revokedAt: certificates.revokedAt,
      })
      .from(completions)
      .innerJoin(courses, eq(courses.id, completions.courseId))
      .innerJoin(users, eq(users.id, completions.userId))
      .leftJoin(certificates, eq(certificates.completionId, completions.id))
      .where(and(...conditions))
      .orderBy(asc(completions.completedAt), asc(completions.id));
  }

  async courseExists(courseId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.id, courseId))
      .limit(1);
    return Boolean(row);
  }
}

export type ReportCompletionRow = Awaited<
  ReturnType<AttendanceReportsRepository['completionsBetween']>
>[number];
