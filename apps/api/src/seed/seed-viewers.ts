import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { analyzeDatabase, type Database } from '../db/database.js';
import { membershipPlans, planPrices, subscriptions } from '../db/schema/billing.js';
import { courses } from '../db/schema/courses.js';
import { users } from '../db/schema/identity.js';
import { enrollments } from '../db/schema/learning.js';
import { courseMedia } from '../db/schema/video.js';

/** A generated viewer: a user with an active membership, enrolled in one course that has a recording. */
export interface BenchViewer {
  userId: string;
  courseId: string;
}

const BATCH = 1000;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Published on-demand courses with a local recording (the ones a heartbeat can be judged for without Mux keys). */
async function coursesWithRecording(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .innerJoin(courseMedia, eq(courseMedia.courseId, courses.id))
    .where(
      and(eq(courses.published, true), eq(courses.format, 'ON_DEMAND'), eq(courseMedia.provider, 'LOCAL')),
    )
    .orderBy(asc(courses.slug))
    .limit(limit);
  return rows.map((row) => row.id);
}

async function individualPriceId(db: Database): Promise<string> {
  const [row] = await db
    .select({ id: planPrices.id })
    .from(planPrices)
    .innerJoin(membershipPlans, eq(membershipPlans.id, planPrices.planId))
    .where(eq(membershipPlans.kind, 'INDIVIDUAL'))
    .orderBy(asc(planPrices.id))
    .limit(1);
  if (!row) throw new Error('The membership plans are not seeded');
  return row.id;
}

/**
 * Adds `count` viewers for the heartbeat benchmark (scripts/bench-heartbeats.mjs): users without a password (they
 * never sign in; the benchmark mints their identity tokens), an active individual membership each and an
 * enrollment by membership, spread in turn over up to `courseLimit` on-demand courses with a recording. Plain
 * batched inserts, one transaction per batch. Emails carry a tag of `now`, so the command can run again on the
 * same database.
 */
export async function seedViewers(
  db: Database,
  count: number,
  courseLimit: number,
  now: Date,
): Promise<BenchViewer[]> {
  const courseIds = await coursesWithRecording(db, courseLimit);
  if (courseIds.length === 0) throw new Error('No published on-demand course has a recording');
  const priceId = await individualPriceId(db);
  const tag = now.getTime().toString(36);
  const periodEnd = new Date(now.getTime() + YEAR_MS);
  const viewers: BenchViewer[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
      const index = start + offset;
      const courseId = courseIds[index % courseIds.length];
      if (!courseId) throw new Error('No course for a viewer');
      return { index, userId: randomUUID(), courseId };
    });
    await db.transaction(async (tx) => {
      await tx.insert(users).values(
        batch.map(({ index, userId }) => ({
          id: userId,
          name: `Bench Viewer ${index + 1}`,
          email: `viewer-${tag}-${index + 1}@bench.counsel-cle.invalid`,
          emailVerified: true,
        })),
      );
      await tx.insert(subscriptions).values(
        batch.map(({ userId }) => ({
          userId,
          provider: 'bench',
          providerSubscriptionId: `bench_sub_${userId}`,
          providerCustomerId: `bench_cus_${userId}`,
          priceId,
          status: 'ACTIVE' as const,
          currentPeriodEnd: periodEnd,
        })),
      );
      await tx
        .insert(enrollments)
        .values(batch.map(({ userId, courseId }) => ({ userId, courseId, access: 'MEMBERSHIP' as const })));
    });
    viewers.push(...batch.map(({ userId, courseId }) => ({ userId, courseId })));
  }
  await analyzeDatabase(db);
  return viewers;
}
