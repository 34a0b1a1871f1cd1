import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { PlaybackSchema, WatchProgressSchema, type WatchProgress } from '@counsel/contracts';
import { courses } from '../db/schema/courses.js';
import { enrollments } from '../db/schema/learning.js';
import { courseMedia } from '../db/schema/video.js';
import { seedMembershipPlans } from '../seed/seed-memberships.js';
import { seedCatalogFixtures } from './catalog-fixtures.js';
import { attachDemoRecording, newMember, type Member } from './learning-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The video tests' start: a test app at `appUrl` with the catalog fixtures and the membership plans, and the course
 * `slug` given the demo recording — said to last `durationSeconds` when given (a longer replay than the real clip).
 * Answers the app, the course's id and the recording's duration. `env`: more settings of the app.
 */
export async function createVideoTestApp(
  appUrl: string,
  slug: string,
  durationSeconds?: number,
  env: Parameters<typeof createTestApp>[0] = {},
): Promise<{ t: TestApp; courseId: string; duration: number }> {
  const t = await createTestApp({ ...env, APP_URL: appUrl });
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

/**
 * A new member enrolled in `slug` with the playback GET /api/mux/{courseId} gives the player (its token), and the
 * enrollment's id.
 */
export async function enrollWithPlayback(
  t: TestApp,
  appUrl: string,
  slug: string,
): Promise<{ member: Member; playbackToken: string; enrollmentId: string }> {
  const member = await newMember(t.app, t.database.db, appUrl);
  const enrolled = await t.app.inject({
    method: 'POST',
    url: `/api/courses/${slug}/enroll`,
    headers: member.headers,
  });
  expect(enrolled.statusCode, enrolled.body).toBe(201);
  const playback = await t.app.inject({ method: 'GET', url: `/api/mux/${slug}`, headers: member.headers });
  expect(playback.statusCode, playback.body).toBe(200);
  const [enrollment] = await t.database.db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(eq(enrollments.userId, member.userId));
  return {
    member,
    playbackToken: PlaybackSchema.parse(playback.json()).playbackToken,
    enrollmentId: enrollment?.id ?? '',
  };
}

/** The member's progress in `slug`, as GET /api/mux/progress/{courseId} answers it. */
export async function watchProgressOf(t: TestApp, member: Member, slug: string): Promise<WatchProgress> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/mux/progress/${slug}`,
    headers: member.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return WatchProgressSchema.parse(response.json());
}
