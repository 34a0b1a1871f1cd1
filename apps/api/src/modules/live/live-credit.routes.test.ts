import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompletionListSchema,
  CompletionSchema,
  CourseCompletionStatusSchema,
  ErrorBodySchema,
  LivePresenceSchema,
} from '@counsel/contracts';
import { pdfText } from '@counsel/test-support/pdf-text';
import { completions } from '../../db/schema/completions.js';
import { courseCredits, courses } from '../../db/schema/courses.js';
import { liveSessionCodes } from '../../db/schema/live.js';
import { jurisdictions } from '../../db/schema/taxonomy.js';
import { seedLiveStreams } from '../../seed/seed-course-media.js';
import { defaultMediaDir } from '../../integrations/video/local/local-media.js';
import { addEvaluation } from '../../testing/completion-fixtures.js';
import { LIVE_COURSE, LIVE_TEST_APP_URL, liveKit, type Lawyer } from '../../testing/live-fixtures.js';
import { ManualClock } from '../../testing/manual-clock.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/*
 * Credit for attending a live session (docs/product-rules.md#live-credit), through the routes: presence from the
 * room's heartbeats, the session's code, the evaluation, then the claim in the same flow as on demand, a completion
 * whose format is LIVE and a certificate that says "Live webinar".
 *
 * Sign-in tokens live 15 minutes on the app's clock, so the session is short: 12 minutes (one code; the minimum is
 * half of it, 6 minutes). The clock walks through it in 20-second heartbeats.
 */
const SEC = 1000;
const MIN = 60 * SEC;
const DURATION_MINUTES = 12;
const clock = new ManualClock(Date.now());
let t: TestApp;
let k: ReturnType<typeof liveKit>;
let sessionId: string;
let evaluation: { questionnaireId: string; questionId: string };

beforeAll(async () => {
  t = await createTestApp({ APP_URL: LIVE_TEST_APP_URL }, { clock });
  k = liveKit(t);
  await k.seed();
  await seedLiveStreams(t.database.db, defaultMediaDir());
  const db = t.database.db;
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, LIVE_COURSE));
  const courseId = course?.id ?? '';
  // Approved CLE in New York (50-minute hour, half credits) and California (60 minutes, tenths).
  for (const code of ['NY', 'CA']) {
    const [jurisdiction] = await db.select().from(jurisdictions).where(eq(jurisdictions.code, code));
    await db.insert(courseCredits).values({
      courseId,
      jurisdictionId: jurisdiction?.id ?? '',
      creditType: 'CLE',
      category: 'GENERAL',
      hours: 2,
      approvalStatus: 'APPROVED',
    });
  }
  evaluation = await addEvaluation(db, LIVE_COURSE);
  const [session] = await k.sessionsOf();
  if (!session) throw new Error('no session');
  sessionId = session.id;
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST', url: string, who?: Lawyer, payload?: object) =>
  t.app.inject({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload ? { payload } : {}) });
const errorCode = (response: { json: () => unknown }) => ErrorBodySchema.parse(response.json()).error.code;
const status = async (who: Lawyer) => {
  const response = await call('GET', `/api/completed-course/${LIVE_COURSE}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return CourseCompletionStatusSchema.parse(response.json());
};
const claim = (who: Lawyer, jurisdictionCodes: string[]) =>
  call('POST', `/api/completed-course/${LIVE_COURSE}`, who, { jurisdictionCodes });

async function submitEvaluation(who: Lawyer) {
  const submitted = await call('POST', '/api/questionnaire', who, {
    questionnaireId: evaluation.questionnaireId,
    answers: [{ questionId: evaluation.questionId, rating: 5 }],
  });
  expect([200, 201]).toContain(submitted.statusCode);
}

/**
 * Three lawyers in one session: `whole` stays throughout and enters the code; `brief` is there from 3 minutes
 * before the code to a minute after it and enters it; `silent` stays throughout and never enters the code. The clock
 * walks from the start to a minute after the end.
 */
async function runSession(whole: Lawyer, brief: Lawyer, silent: Lawyer) {
  const start = clock.now().getTime();
  await k.setSession(sessionId, { startsAt: new Date(start), durationMinutes: DURATION_MINUTES });
  for (const who of [whole, brief, silent]) {
    expect((await call('GET', `/api/live/sessions/${sessionId}/room`, who)).statusCode).toBe(200);
  }
  const [planned] = await t.database.db
    .select()
    .from(liveSessionCodes)
    .where(eq(liveSessionCodes.sessionId, sessionId));
  if (!planned) throw new Error('the room planned no code');
  const moment = planned.momentSeconds * SEC;
  const entered = new Set<Lawyer>();
  for (let at = 0; at <= (DURATION_MINUTES + 1) * MIN; at += 20 * SEC) {
    clock.set(start + at);
    const briefHere = at >= moment - 3 * MIN && at <= moment + MIN;
    for (const who of briefHere ? [whole, brief, silent] : [whole, silent]) {
      const beat = await call('POST', `/api/live/sessions/${sessionId}/presence`, who, {
        clientId: 'room-page-0001',
      });
      expect(beat.statusCode, beat.body).toBe(200);
      const presence = LivePresenceSchema.parse(beat.json());
      if (who !== silent && presence.currentCode && !entered.has(who)) {
        const typed = await call('POST', `/api/live/sessions/${sessionId}/attendance-code`, who, {
          code: presence.currentCode.code,
        });
        expect(typed.statusCode).toBe(200);
        entered.add(who);
      }
    }
    if (at === 6 * MIN) {
      // Mid-session: nothing can be claimed yet, and the status says why.
      const during = await status(whole);
      expect(during.format).toBe('LIVE');
      expect(during.liveAttendance?.sessionEnded).toBe(false);
      expect(during.canClaim).toBe(false);
    }
  }
  expect([...entered]).toEqual([whole, brief]);
}

describe('credit for a live session', { timeout: 120_000 }, () => {
  it('is claimed after the session for the verified minutes, and the certificate states the live format', async () => {
    const whole = await k.lawyer(true, 'Portia Whole');
    const brief = await k.lawyer(true, 'Bruno Brief');
    const silent = await k.lawyer(true, 'Sylvia Silent');
    clock.set(Date.now());
    await k.setSession(sessionId, { startsAt: new Date(clock.now().getTime() + 30 * MIN) });
    for (const who of [whole, brief, silent]) {
      expect((await call('POST', `/api/live/sessions/${sessionId}/registration`, who)).statusCode).toBe(201);
    }
    const before = await status(whole);
    expect(before.format).toBe('LIVE');
    expect(before.requirements.map((item) => item.requirement)).toEqual(['LIVE_ATTENDANCE', 'EVALUATION']);
    expect(before.liveAttendance).toMatchObject({ sessionEnded: false, verifiedMinutes: 0 });
    const early = await claim(whole, ['CA']);
    expect(early.statusCode).toBe(409);
    expect(errorCode(early)).toBe('REQUIREMENTS_NOT_MET');

    await runSession(whole, brief, silent);
    for (const who of [whole, brief, silent]) await submitEvaluation(who);

    // Present for all 12 minutes with the code entered: 12 verified minutes.
    const ready = await status(whole);
    expect(ready.liveAttendance).toMatchObject({
      sessionEnded: true,
      presentMinutes: 12,
      verifiedMinutes: 12,
      minimumMinutes: 6,
      codesShown: 1,
      codesEntered: 1,
    });
    expect(ready.requirements.every((item) => item.met)).toBe(true);
    expect(ready.canClaim).toBe(true);
    // 12 minutes: 0.2 in California and England and Wales (60-minute hour, tenths); in New York 12 ÷ 50 is
    // below a half credit, so New York is not claimable.
    expect(ready.claimableJurisdictions.map((entry) => [entry.code, entry.credits[0]?.hours])).toEqual([
      ['CA', 0.2],
      ['GB-EAW', 0.2],
    ]);

    // About 4 minutes around the code, which they entered: all verified, but below the 6-minute minimum.
    const short = await status(brief);
    expect(short.liveAttendance).toMatchObject({ sessionEnded: true, codesEntered: 1 });
    expect(short.liveAttendance?.verifiedMinutes).toBeGreaterThanOrEqual(3);
    expect(short.liveAttendance?.verifiedMinutes).toBeLessThanOrEqual(4);
    expect(short.requirements).toContainEqual({ requirement: 'LIVE_ATTENDANCE', met: false });
    expect(short.claimableJurisdictions).toEqual([]);
    expect(errorCode(await claim(brief, ['CA']))).toBe('REQUIREMENTS_NOT_MET');

    // Present throughout without the code: nothing verified.
    const unverified = await status(silent);
    expect(unverified.liveAttendance).toMatchObject({
      presentMinutes: 12,
      verifiedMinutes: 0,
      codesEntered: 0,
    });
    expect(unverified.canClaim).toBe(false);

    const claimed = await claim(whole, ['CA']);
    expect(claimed.statusCode, claimed.body).toBe(201);
    const completion = CompletionSchema.parse(claimed.json());
    expect(completion.format).toBe('LIVE');
    expect(completion.credits).toEqual([
      expect.objectContaining({ jurisdictionCode: 'CA', creditType: 'CLE', hours: 0.2 }),
    ]);
    expect(completion.verificationMethod).toBe(
      'Provider-verified live attendance: presence recorded by the server from the live room; 1 of 1 attendance ' +
        "code shown at random, undisclosed moments of the session entered by the attendee; 12 of the session's 12 " +
        'minutes verified; course evaluation submitted.',
    );
    const [stored] = await t.database.db.select().from(completions).where(eq(completions.id, completion.id));
    expect(stored?.evidence).toMatchObject({
      method: 'LIVE_ATTENDANCE',
      sessionId,
      presenceSource: 'BUILT_IN_ROOM',
      verifiedMinutes: 12,
    });
    expect(stored?.evidence.method === 'LIVE_ATTENDANCE' && stored.evidence.codes[0]?.enteredAt).toMatch(
      /^\d{4}-\d\d-\d\dT/,
    );

    await t.queue.drain();
    const listed = CompletionListSchema.parse((await call('GET', '/api/completed-course', whole)).json());
    const certificate = listed.items[0]?.certificate;
    expect(certificate).not.toBeNull();
    const pdf = await call('GET', certificate?.downloadPath ?? '', whole);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Live webinar');
    expect(text).toContain('Portia Whole');
    const verified = await call('GET', `/api/certificates/verify/${certificate?.certificateNumber ?? ''}`);
    expect(verified.json()).toMatchObject({ courseFormat: 'LIVE' });
    clock.set(Date.now());
  });
});
