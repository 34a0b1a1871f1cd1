import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseHandle } from '../db/database.js';
import { courses } from '../db/schema/courses.js';
import { questionnaireQuestions, questionnaires } from '../db/schema/questionnaires.js';
import type { VideoService } from '../modules/video/video.service.js';
import { seedMembershipPlans } from '../seed/seed-memberships.js';
import { seedCatalogFixtures } from './catalog-fixtures.js';
import { attachDemoRecording, videoServiceFor, type Member } from './learning-fixtures.js';
import type { ManualClock } from './manual-clock.js';

/**
 * The catalog and plans, and one course ready to be completed: its demo recording (answers its length in seconds),
 * a one-question evaluation, and the video and learning services the honest-viewing helper drives.
 */
export async function prepareCourseToComplete(database: DatabaseHandle, slug: string) {
  const { db } = database;
  await seedCatalogFixtures(db);
  await seedMembershipPlans(db);
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
  const duration = await attachDemoRecording(db, course?.id ?? '');
  const evaluation = await addEvaluation(db, slug);
  const built = await videoServiceFor(database);
  return { duration, evaluation, services: { ...built, video: built.service } };
}
export type CourseToComplete = Awaited<ReturnType<typeof prepareCourseToComplete>>;

/** A one-question course evaluation (what every course has; the seed gives the full form). */
export async function addEvaluation(
  db: Database,
  slug: string,
): Promise<{ questionnaireId: string; questionId: string }> {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
  const [questionnaire] = await db
    .insert(questionnaires)
    .values({ courseId: course?.id ?? '', kind: 'EVALUATION', title: 'Course evaluation' })
    .returning();
  const [question] = await db
    .insert(questionnaireQuestions)
    .values({
      questionnaireId: questionnaire?.id ?? '',
      position: 1,
      type: 'RATING',
      prompt: 'The program met its stated learning objectives.',
      scaleMax: 5,
      scaleLowLabel: 'Strongly disagree',
      scaleHighLabel: 'Strongly agree',
    })
    .returning();
  return { questionnaireId: questionnaire?.id ?? '', questionId: question?.id ?? '' };
}

/**
 * Meets every requirement of credit the honest way: watches the whole recording on the test's clock (the same
 * heartbeat code the route runs), enters each attendance code it was shown, and submits the evaluation.
 */
export async function meetRequirements(
  app: FastifyInstance,
  services: { video: VideoService; clock: ManualClock },
  member: Member,
  slug: string,
  durationSeconds: number,
  evaluation: { questionnaireId: string; questionId: string },
): Promise<void> {
  const { video, clock } = services;
  const sessionId = crypto.randomUUID();
  const start = clock.now().getTime();
  const codes: string[] = [];
  await video.recordHeartbeat(member.identity, slug, {
    sessionId,
    event: 'start',
    position: 0,
    playbackRate: 1,
  });
  for (let position = 10; position < durationSeconds + 10; position += 10) {
    const at = Math.min(position, durationSeconds);
    clock.set(start + at * 1000);
    const result = await video.recordHeartbeat(member.identity, slug, {
      sessionId,
      event: at >= durationSeconds ? 'ended' : 'tick',
      position: at,
      playbackRate: 1,
    });
    codes.push(...result.revealedCodes.map((code) => code.code));
  }
  for (const code of codes) {
    const entered = await app.inject({
      method: 'POST',
      url: `/api/mux/attendance-code/${slug}`,
      headers: member.headers,
      payload: { code },
    });
    if (entered.statusCode !== 200) throw new Error(`attendance code refused: ${entered.body}`);
  }
  const submitted = await app.inject({
    method: 'POST',
    url: '/api/questionnaire',
    headers: member.headers,
    payload: {
      questionnaireId: evaluation.questionnaireId,
      answers: [{ questionId: evaluation.questionId, rating: 5 }],
    },
  });
  if (submitted.statusCode !== 200 && submitted.statusCode !== 201) {
    throw new Error(`evaluation refused: ${submitted.body}`);
  }
}
