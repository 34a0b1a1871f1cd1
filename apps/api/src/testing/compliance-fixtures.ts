import type { EarnedCredit } from '@counsel/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { certificates } from '../db/schema/completions.js';
import { courses } from '../db/schema/courses.js';
import { enrollments } from '../db/schema/learning.js';
import { CompletionsRepository } from '../modules/completions/completions.repository.js';

let issued = 0;

/**
 * A completion of `slug` as the claim writes it (its enrollment, the credits the certificate states, the format) and
 * its certificate, for tests of what reads completions (the compliance tracker). How a completion is earned is
 * tested in modules/completions.
 */
export async function recordCompletion(
  db: Database,
  input: {
    userId: string;
    slug: string;
    completedAt: Date;
    credits: Omit<EarnedCredit, 'jurisdictionName' | 'accreditationNumber'>[];
    format?: 'ON_DEMAND' | 'LIVE';
    revoked?: boolean;
  },
): Promise<{ completionId: string; certificateNumber: string }> {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, input.slug));
  if (!course) throw new Error(`no course ${input.slug}`);
  const [enrollment] = await db
    .insert(enrollments)
    .values({ userId: input.userId, courseId: course.id, access: 'MEMBERSHIP' })
    .returning({ id: enrollments.id });
  const repository = new CompletionsRepository(db);
  const { row } = await repository.insertCompletion({
    enrollmentId: enrollment?.id ?? '',
    userId: input.userId,
    courseId: course.id,
    attendeeName: 'Test Lawyer',
    barNumbers: [],
    credits: input.credits.map((credit) => ({
      ...credit,
      jurisdictionName: credit.jurisdictionCode,
      accreditationNumber: null,
    })),
    format: input.format ?? 'ON_DEMAND',
    coveragePercent: 100,
    verificationMethod: 'ATTENDANCE_CODES',
    evidence: {
      method: 'ATTENDANCE_CODES',
      coveragePercent: 100,
      watchedSeconds: 3600,
      durationSeconds: 3600,
      heartbeats: 360,
      checkpoints: [],
      evaluationSubmittedAt: input.completedAt.toISOString(),
      knowledgeCheck: null,
    },
    attendedFrom: new Date(input.completedAt.getTime() - 3_600_000),
    completedAt: input.completedAt,
  });
  issued += 1;
  const certificateNumber = `CC-TEST-${String(issued).padStart(6, '0')}`;
  await repository.insertCertificate(
    row.id,
    certificateNumber,
    Buffer.from('%PDF-1.4 test'),
    input.completedAt,
  );
  if (input.revoked) {
    await db
      .update(certificates)
      .set({ revokedAt: input.completedAt })
      .where(eq(certificates.completionId, row.id));
  }
  return { completionId: row.id, certificateNumber };
}
