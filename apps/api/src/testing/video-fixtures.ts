import { eq } from 'drizzle-orm';
import { courses } from '../db/schema/courses.js';
import { courseMedia } from '../db/schema/video.js';
import { seedMembershipPlans } from '../db/seed/seed-memberships.js';
import { seedCatalogFixtures } from './catalog-fixtures.js';
import { attachDemoRecording } from './learning-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The video tests' start: a test app at `appUrl` with the catalog fixtures and the membership plans, and the course
 * `slug` given the demo recording — said to last `durationSeconds` when given (a longer replay than the real clip).
 * Answers the app, the course's id and the recording's duration.
 */
export async function createVideoTestApp(
  appUrl: string,
  slug: string,
  durationSeconds?: number,
): Promise<{ t: TestApp; courseId: string; duration: number }> {
  const t = await createTestApp({ APP_URL: appUrl });
  await seedCatalogFixtures(t.database.db);
  await seedMembershipPlans(t.database.db);
  const [course] = await t.database.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
  if (!course) throw new Error(`no course ${slug} in the catalog fixtures`);
  let duration = await attachDemoRecording(t.database.db, course.id);
  if (durationSeconds !== undefined) {
    await t.database.db
      .update(courseMedia)
      .set({ durationSeconds })
      .where(eq(courseMedia.courseId, course.id));
    duration = durationSeconds;
  }
  return { t, courseId: course.id, duration };
}
