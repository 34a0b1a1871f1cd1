import { and, asc, desc, eq, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/transaction.js';
import { certificates, completions } from '../../db/schema/completions.js';
import { courseCredits, courses } from '../../db/schema/courses.js';
import { users } from '../../db/schema/identity.js';
import { enrollments } from '../../db/schema/learning.js';
import { userJurisdictions } from '../../db/schema/lawyer-profile.js';
import { jurisdictions } from '../../db/schema/taxonomy.js';

export type CompletionRow = typeof completions.$inferSelect;
export type NewCompletion = typeof completions.$inferInsert;

export interface CertificateInfo {
  number: string;
  issuedAt: Date;
  revokedAt: Date | null;
  /** Why staff revoked it (for staff and the lawyer; the public verification shows only the date). */
  revokedReason?: string | null;
}

export interface CompletionWithCourse {
  completion: CompletionRow;
  course: { id: string; slug: string; title: string; format: 'ON_DEMAND' | 'LIVE'; durationMinutes: number };
  certificate: CertificateInfo | null;
}

export interface ApprovedCreditRow {
  jurisdictionCode: string;
  jurisdictionName: string;
  minutesPerCreditHour: number;
  creditType: (typeof courseCredits.$inferSelect)['creditType'];
  category: (typeof courseCredits.$inferSelect)['category'];
  hours: number;
  accreditationNumber: string | null;
}

const courseColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  format: courses.format,
  durationMinutes: courses.durationMinutes,
};
const certificateColumns = {
  number: certificates.number,
  issuedAt: certificates.issuedAt,
  revokedAt: certificates.revokedAt,
  revokedReason: certificates.revokedReason,
};

/** Completions and certificates: the only place with their queries. */
export class CompletionsRepository {
  constructor(private readonly db: Executor) {}

  /** The same queries inside a service's unit of work (integrations/jobs/unit-of-work.ts). */
  within(tx: Transaction): CompletionsRepository {
    return new CompletionsRepository(tx);
  }

  /** Completions that have had no certificate for longer than `before` allows (a job lost or given up on). */
  async listCompletionIdsWithoutCertificate(before: Date, limit = 100): Promise<string[]> {
    const rows = await this.db
      .select({ id: completions.id })
      .from(completions)
      .leftJoin(certificates, eq(certificates.completionId, completions.id))
      .where(and(isNull(certificates.id), lt(completions.completedAt, before)))
      .orderBy(asc(completions.completedAt))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /**
   * The course's approved lines that still earn credit on `day` (`2027-03-05`, UTC): an approval's `expires_on` is
   * its last day (docs/product-rules.md#credit-approvals), so a lapsed line stops claims before the sweep marks it.
   */
  listApprovedCredits(courseId: string, day: string): Promise<ApprovedCreditRow[]> {
    return this.db
      .select({
        jurisdictionCode: jurisdictions.code,
        jurisdictionName: jurisdictions.name,
        minutesPerCreditHour: jurisdictions.minutesPerCreditHour,
        creditType: courseCredits.creditType,
        category: courseCredits.category,
        hours: courseCredits.hours,
        accreditationNumber: courseCredits.accreditationNumber,
      })
      .from(courseCredits)
      .innerJoin(jurisdictions, eq(jurisdictions.id, courseCredits.jurisdictionId))
      .where(
        and(
          eq(courseCredits.courseId, courseId),
          eq(courseCredits.approvalStatus, 'APPROVED'),
          or(isNull(courseCredits.expiresOn), gte(courseCredits.expiresOn, day)),
        ),
      )
      .orderBy(asc(jurisdictions.name), asc(courseCredits.creditType), asc(courseCredits.category));
  }

  /** The lawyer's admissions: jurisdiction code → bar number. */
  async findBarNumbersByJurisdiction(userId: string): Promise<Map<string, string>> {
    const rows = await this.db
      .select({ code: jurisdictions.code, barNumber: userJurisdictions.barNumber })
      .from(userJurisdictions)
      .innerJoin(jurisdictions, eq(jurisdictions.id, userJurisdictions.jurisdictionId))
      .where(eq(userJurisdictions.userId, userId));
    return new Map(rows.map((row) => [row.code, row.barNumber]));
  }

  async findAttendee(userId: string): Promise<{ name: string; email: string } | undefined> {
    const [row] = await this.db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }

  private withCourse() {
    return this.db
      .select({ completion: completions, course: courseColumns, certificate: certificateColumns })
      .from(completions)
      .innerJoin(courses, eq(courses.id, completions.courseId))
      .leftJoin(certificates, eq(certificates.completionId, completions.id));
  }

  private static shape(row: {
    completion: CompletionRow;
    course: CompletionWithCourse['course'];
    certificate: {
      number: string | null;
      issuedAt: Date | null;
      revokedAt: Date | null;
      revokedReason: string | null;
    } | null;
  }): CompletionWithCourse {
    const certificate = row.certificate;
    return {
      completion: row.completion,
      course: row.course,
      certificate:
        certificate?.number && certificate.issuedAt
          ? {
              number: certificate.number,
              issuedAt: certificate.issuedAt,
              revokedAt: certificate.revokedAt,
              revokedReason: certificate.revokedReason,
            }
          : null,
    };
  }

  async findByEnrollment(enrollmentId: string): Promise<CompletionWithCourse | undefined> {
    const [row] = await this.withCourse().where(eq(completions.enrollmentId, enrollmentId)).limit(1);
    return row ? CompletionsRepository.shape(row) : undefined;
  }

  async findById(completionId: string): Promise<CompletionWithCourse | undefined> {
    const [row] = await this.withCourse().where(eq(completions.id, completionId)).limit(1);
    return row ? CompletionsRepository.shape(row) : undefined;
  }

  async listByUser(userId: string): Promise<CompletionWithCourse[]> {
    const rows = await this.withCourse()
      .where(eq(completions.userId, userId))
      .orderBy(desc(completions.completedAt), desc(completions.id));
    return rows.map((row) => CompletionsRepository.shape(row));
  }

  /** The completions of these users (a firm's lawyers), as listByUser gives each one's; the caller groups them. */
  async listByUsers(userIds: readonly string[]): Promise<CompletionWithCourse[]> {
    if (userIds.length === 0) return [];
    const rows = await this.withCourse()
      .where(inArray(completions.userId, [...userIds]))
      .orderBy(desc(completions.completedAt), desc(completions.id));
    return rows.map((row) => CompletionsRepository.shape(row));
  }

  /**
   * Writes the completion once per enrollment (parallel claims: one insert wins) and stamps the enrollment; run it
   * inside `transaction()`. `created` is true only for the call that wrote it.
   */
  async insertCompletion(values: NewCompletion): Promise<{ row: CompletionRow; created: boolean }> {
    const [inserted] = await this.db
      .insert(completions)
      .values(values)
      .onConflictDoNothing({ target: completions.enrollmentId })
      .returning();
    if (inserted) {
      await this.db
        .update(enrollments)
        .set({ completedAt: inserted.completedAt })
        .where(eq(enrollments.id, values.enrollmentId));
      return { row: inserted, created: true };
    }
    const [existing] = await this.db
      .select()
      .from(completions)
      .where(eq(completions.enrollmentId, values.enrollmentId))
      .limit(1);
    if (!existing) throw new Error('completion not stored');
    return { row: existing, created: false };
  }

  /** Stores the certificate once per completion; false when one exists already (the job ran before). */
  async insertCertificate(
    completionId: string,
    number: string,
    pdf: Buffer,
    issuedAt: Date,
  ): Promise<boolean> {
    const inserted = await this.db
      .insert(certificates)
      .values({ completionId, number, pdf, issuedAt })
      .onConflictDoNothing()
      .returning({ id: certificates.id });
    return inserted.length > 0;
  }

  async certificateExists(completionId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.completionId, completionId))
      .limit(1);
    return row !== undefined;
  }

  async certificateNumberTaken(number: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.number, number))
      .limit(1);
    return row !== undefined;
  }

  /** The PDF of a certificate its owner asks for; undefined for anyone else (as if it did not exist). */
  async findPdfForOwner(number: string, userId: string): Promise<Buffer | undefined> {
    const [row] = await this.db
      .select({ pdf: certificates.pdf })
      .from(certificates)
      .innerJoin(completions, eq(completions.id, certificates.completionId))
      .where(and(eq(certificates.number, number), eq(completions.userId, userId)))
      .limit(1);
    return row?.pdf;
  }

  async findByNumber(number: string): Promise<CompletionWithCourse | undefined> {
    const [row] = await this.withCourse().where(eq(certificates.number, number)).limit(1);
    return row ? CompletionsRepository.shape(row) : undefined;
  }

  /**
   * The certificates (not revoked) of these users, issued at or after `since` when given, newest first: what a
   * firm administrator reads of their lawyers' credit (hours this year, the completions CSV).
   */
  async listCertificatesOfUsers(userIds: readonly string[], since: Date | null) {
    if (userIds.length === 0) return [];
    const conditions = [inArray(completions.userId, [...userIds]), isNull(certificates.revokedAt)];
    if (since) conditions.push(gte(certificates.issuedAt, since));
    return this.db
      .select({
        userId: completions.userId,
        attendeeName: completions.attendeeName,
        barNumbers: completions.barNumbers,
        credits: completions.credits,
        completedAt: completions.completedAt,
        courseTitle: courses.title,
        number: certificates.number,
        issuedAt: certificates.issuedAt,
      })
      .from(certificates)
      .innerJoin(completions, eq(completions.id, certificates.completionId))
      .innerJoin(courses, eq(courses.id, completions.courseId))
      .where(and(...conditions))
      .orderBy(desc(certificates.issuedAt), asc(certificates.number));
  }
}
