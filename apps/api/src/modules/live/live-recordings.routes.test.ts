import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseDetailSchema, ErrorBodySchema } from '@counsel/contracts';
import { courses } from '../../db/schema/courses.js';
import { liveReminderOptOuts } from '../../db/schema/live.js';
import { mailOutbox } from '../../db/schema/mail.js';
import { courseMedia } from '../../db/schema/video.js';
import { seedLiveStreams } from '../../seed/seed-course-media.js';
import { defaultMediaDir } from '../../integrations/video/local/local-media.js';
import { LIVE_COURSE, LIVE_TEST_APP_URL, liveKit, type Lawyer } from '../../testing/live-fixtures.js';
import { createTestApp, drainJobsOf, type TestApp } from '../../testing/test-app.js';

/*
 * After the event (docs/product-rules.md#live-webinars): a course that publishes its recording gets the stream of its
 * ended session as its on-demand recording, and the lawyers registered for that session get one "recording
 * available" e-mail (not those who unsubscribed from session e-mails).
 */
const MIN = 60_000;
let t: TestApp;
let k: ReturnType<typeof liveKit>;
let sessionId: string;
let courseId: string;

beforeAll(async () => {
  t = await createTestApp({ APP_URL: LIVE_TEST_APP_URL });
  k = liveKit(t);
  await k.seed();
  await seedLiveStreams(t.database.db, defaultMediaDir());
  const [session] = await k.sessionsOf();
  if (!session) throw new Error('no session');
  sessionId = session.id;
  courseId = session.courseId;
});
afterAll(async () => t.close());

const sweep = async (name: 'live-sessions' | 'live-reminders') => {
  const run = t.app.sweeps.get(name);
  if (!run) throw new Error(`no ${name} sweep`);
  await run();
};
async function mailsTo(who: Lawyer) {
  await drainJobsOf(t.app);
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, who.email), eq(mailOutbox.template, 'live-recording')));
}
const recording = async () =>
  t.database.db.select().from(courseMedia).where(eq(courseMedia.courseId, courseId));
const recordingAvailable = async () =>
  CourseDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/courses/${LIVE_COURSE}` })).json())
    .recordingAvailable;
const playback = (who: Lawyer) =>
  t.app.inject({ method: 'GET', url: `/api/mux/${LIVE_COURSE}`, headers: who.headers });

describe('the recording of a live session', () => {
  it('stays off demand for a course that does not publish it', async () => {
    const lawyer = await k.lawyer(true);
    await k.setSession(sessionId, { startsAt: new Date(Date.now() + 30 * MIN), durationMinutes: 60 });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/live/sessions/${sessionId}/registration`,
          headers: lawyer.headers,
        })
      ).statusCode,
    ).toBe(201);
    await k.setSession(sessionId, { startsAt: new Date(Date.now() - 2 * 60 * MIN) });
    await sweep('live-sessions');
    await sweep('live-reminders');
    expect(await recording()).toEqual([]);
    expect(await mailsTo(lawyer)).toEqual([]);
    expect(ErrorBodySchema.parse((await playback(lawyer)).json()).error.code).toBe('VIDEO_NOT_AVAILABLE');
    expect(await recordingAvailable()).toBe(false);
  });

  it('becomes the course’s on-demand recording after the session, and its registrants hear of it once', async () => {
    const attendee = await k.lawyer(true, 'Rita Recording');
    const quiet = await k.lawyer(true, 'Quentin Optout');
    await k.setSession(sessionId, { startsAt: new Date(Date.now() + 30 * MIN), durationMinutes: 60 });
    for (const who of [attendee, quiet]) {
      const registered = await t.app.inject({
        method: 'POST',
        url: `/api/live/sessions/${sessionId}/registration`,
        headers: who.headers,
      });
      expect(registered.statusCode).toBe(201);
    }
    // Quentin clicked "Stop session reminders" in an earlier e-mail (live-emails.routes.test.ts tests the link).
    await t.database.db.insert(liveReminderOptOuts).values({ userId: quiet.userId });
    await t.database.db.update(courses).set({ livePublishRecording: true }).where(eq(courses.id, courseId));

    // Not before the session ends.
    await sweep('live-sessions');
    await sweep('live-reminders');
    expect(await recording()).toEqual([]);

    await k.setSession(sessionId, { startsAt: new Date(Date.now() - 61 * MIN) });
    await sweep('live-sessions');
    const [published] = await recording();
    const [session] = await k.sessionsOf();
    expect(published).toMatchObject({
      provider: session?.stream?.provider,
      assetKey: session?.stream?.assetKey,
      durationSeconds: session?.stream?.durationSeconds,
    });
    expect((await playback(attendee)).statusCode).toBe(200);
    expect(await recordingAvailable()).toBe(true);

    await sweep('live-reminders');
    await sweep('live-reminders');
    const mails = await mailsTo(attendee);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Recording available: Cross-Border CPD Roundtable');
    expect(mails[0]?.text).toContain(`/dashboard/courses/${LIVE_COURSE}`);
    expect(mails[0]?.text).toContain('/api/live/reminders/unsubscribe?token=');
    expect(await mailsTo(quiet)).toEqual([]);
  });
});
