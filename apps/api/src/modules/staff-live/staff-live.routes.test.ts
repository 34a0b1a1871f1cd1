import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LiveRegistrationListSchema,
  LiveSessionListSchema,
  StaffAuditPageSchema,
  StaffLiveQuestionListSchema,
  StaffLiveSessionDetailSchema,
  StaffLiveSessionListSchema,
  ZoomWebinarListSchema,
} from '@counsel/contracts';
import { courses } from '../../db/schema/courses.js';
import {
  liveCodeEntries,
  livePresence,
  liveQuestions,
  liveRegistrations,
  liveSessionCodes,
} from '../../db/schema/live.js';
import { mailOutbox } from '../../db/schema/mail.js';
import {
  LIVE_COURSE,
  LIVE_TEST_APP_URL,
  ON_DEMAND_COURSE,
  liveKit,
  type Lawyer,
} from '../../testing/live-fixtures.js';
import { createStaffMember, type TestStaffMember } from '../../testing/staff-fixtures.js';
import { createTestApp, drainJobsOf, type TestApp } from '../../testing/test-app.js';

/*
 * The staff console's Live sessions area (docs/product-rules.md#live-sessions): schedule (Zoom rooms created through
 * the Zoom API), move, capacity, cancel with the registrants' e-mails, attendance, questions; and lawyers never see
 * a canceled session.
 */
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
let t: TestApp;
let k: ReturnType<typeof liveKit>;
let staff: TestStaffMember;
let liveCourseId = '';
let onDemandCourseId = '';
const zoomCalls: { url: string; method: string; body: string }[] = [];

async function zoomFetch(url: string, init?: RequestInit): Promise<Response> {
  zoomCalls.push({
    url,
    method: init?.method ?? 'GET',
    body: typeof init?.body === 'string' ? init.body : '',
  });
  if (url.startsWith('https://zoom.us/oauth/token')) {
    return Response.json({ access_token: 'zoom-access-token', expires_in: 3600 });
  }
  if (url === 'https://api.zoom.us/v2/users/host%40example.com/webinars' && init?.method === 'POST') {
    return Response.json({ id: 98765432101, password: 'Zp4ss' }, { status: 201 });
  }
  return new Response('not found', { status: 404 });
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: staff.headers, ...(payload ? { payload } : {}) });
const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();
const schedule = (body: object, courseId = liveCourseId) =>
  call('POST', `/api/staff/courses/${courseId}/live-sessions`, {
    timeZone: 'America/Chicago',
    durationMinutes: 60,
    capacity: 50,
    room: 'BUILT_IN',
    ...body,
  });
const register = (who: Lawyer, sessionId: string) =>
  t.app.inject({ method: 'POST', url: `/api/live/sessions/${sessionId}/registration`, headers: who.headers });
async function mailsTo(who: Lawyer, template: string) {
  await drainJobsOf(t.app);
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, who.email), eq(mailOutbox.template, template)))
    .orderBy(desc(mailOutbox.createdAt));
}
async function liveStartsAt(): Promise<Date | null> {
  const [row] = await t.database.db
    .select({ at: courses.liveStartsAt })
    .from(courses)
    .where(eq(courses.id, liveCourseId));
  return row?.at ?? null;
}
async function auditOf(subjectId: string) {
  return StaffAuditPageSchema.parse((await call('GET', `/api/staff/audit-log?subjectId=${subjectId}`)).json())
    .entries;
}

beforeAll(async () => {
  t = await createTestApp(
    {
      APP_URL: LIVE_TEST_APP_URL,
      ZOOM_ACCOUNT_ID: 'acct-test',
      ZOOM_CLIENT_ID: 'client-test',
      ZOOM_CLIENT_SECRET: 'client-secret-test',
      ZOOM_HOST_USER: 'host@example.com',
    },
    { zoomFetch },
  );
  k = liveKit(t);
  await k.seed();
  const rows = await t.database.db.select({ id: courses.id, slug: courses.slug }).from(courses);
  liveCourseId = rows.find((row) => row.slug === LIVE_COURSE)?.id ?? '';
  onDemandCourseId = rows.find((row) => row.slug === ON_DEMAND_COURSE)?.id ?? '';
  staff = await createStaffMember(t, LIVE_TEST_APP_URL);
});
afterAll(async () => t.close());

describe('listing sessions', () => {
  it("lists a course's sessions with the course title and registered count, and one session's registrants", async () => {
    const fixture = await k.sessionsOf();
    const lawyer = await k.lawyer(true, 'Listed Lawyer');
    const first = fixture[0];
    if (!first) throw new Error('no session');
    expect((await register(lawyer, first.id)).statusCode).toBe(201);
    const listed = await call('GET', `/api/staff/live-sessions?courseId=${liveCourseId}`);
    expect(listed.statusCode, listed.body).toBe(200);
    const { sessions } = StaffLiveSessionListSchema.parse(listed.json());
    expect(sessions.map((session) => session.id)).toEqual(fixture.map((session) => session.id));
    expect(sessions[0]).toMatchObject({
      courseTitle: 'Cross-Border CPD Roundtable',
      registered: 1,
      canceledAt: null,
      room: 'BUILT_IN',
    });
    const detail = StaffLiveSessionDetailSchema.parse(
      (await call('GET', `/api/staff/live-sessions/${first.id}`)).json(),
    );
    expect(detail.registrants).toHaveLength(1);
    expect(detail.registrants[0]).toMatchObject({
      email: lawyer.email,
      status: 'REGISTERED',
      attendance: { verifiedMinutes: 0 },
    });
    const none = await call(
      'GET',
      `/api/staff/live-sessions?courseId=${liveCourseId}&from=2100-01-01T00:00:00Z`,
    );
    expect(StaffLiveSessionListSchema.parse(none.json()).sessions).toEqual([]);
    const bad = await call('GET', '/api/staff/live-sessions?from=yesterday');
    expect(bad.statusCode).toBe(400);
    const missing = await call('GET', '/api/staff/live-sessions/00000000-0000-4000-8000-000000000000');
    expect(missing.json()).toMatchObject({ error: { code: 'LIVE_SESSION_NOT_FOUND' } });
  });
});

describe('scheduling', () => {
  it('schedules a built-in session, audited, and refuses bad input without changing anything', async () => {
    const startsAt = inFuture(3 * DAY);
    const created = await schedule({ startsAt });
    expect(created.statusCode, created.body).toBe(201);
    const { session } = StaffLiveSessionDetailSchema.parse(created.json());
    expect(session).toMatchObject({
      timeZone: 'America/Chicago',
      capacity: 50,
      registered: 0,
      room: 'BUILT_IN',
    });
    expect(new Date(session.startsAt).getTime()).toBe(new Date(startsAt).getTime());
    const [entry] = await auditOf(session.id);
    expect(entry).toMatchObject({ action: 'live.schedule', actorEmail: staff.email, before: null });
    // The course's next start is this one: it comes before the fixture's sessions.
    expect((await liveStartsAt())?.getTime()).toBe(new Date(startsAt).getTime());

    const before = (await k.sessionsOf()).length;
    const cases: [object, number, string][] = [
      [{ startsAt: inFuture(-HOUR) }, 400, 'LIVE_SESSION_TIME_INVALID'],
      [{ startsAt: inFuture(DAY), timeZone: 'Mars/Olympus' }, 400, 'VALIDATION_FAILED'],
      [{ startsAt: inFuture(DAY), capacity: 0 }, 400, 'VALIDATION_FAILED'],
      [{ startsAt: inFuture(DAY), zoomNumber: '123456789' }, 400, 'VALIDATION_FAILED'],
      [{ startsAt }, 409, 'LIVE_SESSION_CONFLICT'],
    ];
    for (const [body, status, code] of cases) {
      const refused = await schedule(body);
      expect(refused.statusCode, refused.body).toBe(status);
      expect(refused.json()).toMatchObject({ error: { code } });
    }
    const onDemand = await schedule({ startsAt: inFuture(DAY) }, onDemandCourseId);
    expect(onDemand.json()).toMatchObject({ error: { code: 'NOT_A_LIVE_COURSE' } });
    expect(onDemand.statusCode).toBe(409);
    expect((await k.sessionsOf()).length).toBe(before);
  });

  it('takes a Zoom number and passcode, or creates the webinar through the Zoom API', async () => {
    const given = await schedule({
      startsAt: inFuture(4 * DAY),
      room: 'ZOOM_MEETING',
      zoomNumber: '1234567890',
      zoomPasscode: 'abc',
    });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json()).toMatchObject({ session: { room: 'ZOOM_MEETING', zoomNumber: '1234567890' } });
    expect(zoomCalls).toHaveLength(0);

    const startsAt = inFuture(5 * DAY);
    const created = await schedule({ startsAt, room: 'ZOOM_WEBINAR', durationMinutes: 90 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ session: { room: 'ZOOM_WEBINAR', zoomNumber: '98765432101' } });
    const post = zoomCalls.find((entry) => entry.method === 'POST' && entry.url.includes('/webinars'));
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({
      topic: 'Cross-Border CPD Roundtable',
      type: 5,
      duration: 90,
      timezone: 'America/Chicago',
      start_time: new Date(startsAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    });
    const id = StaffLiveSessionDetailSchema.parse(created.json()).session.id;
    const stored = (await k.sessionsOf()).find((session) => session.id === id);
    expect(stored).toMatchObject({ zoomNumber: '98765432101', zoomPasscode: 'Zp4ss' });
  });

  it('without the Zoom API, a Zoom room without a number is 409 ZOOM_NOT_CONFIGURED', async () => {
    const plain = await createTestApp({ APP_URL: LIVE_TEST_APP_URL });
    try {
      await liveKit(plain).seed();
      const [course] = await plain.database.db
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.slug, LIVE_COURSE));
      const member = await createStaffMember(plain, LIVE_TEST_APP_URL);
      const refused = await plain.app.inject({
        method: 'POST',
        url: `/api/staff/courses/${course?.id ?? ''}/live-sessions`,
        headers: member.headers,
        payload: {
          startsAt: inFuture(DAY),
          timeZone: 'UTC',
          durationMinutes: 60,
          capacity: 10,
          room: 'ZOOM_WEBINAR',
        },
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ error: { code: 'ZOOM_NOT_CONFIGURED' } });

      // Without the Zoom API the webinar list is the database's: a canceled session is not in it.
      const scheduled = await plain.app.inject({
        method: 'POST',
        url: `/api/staff/courses/${course?.id ?? ''}/live-sessions`,
        headers: member.headers,
        payload: {
          startsAt: inFuture(DAY),
          timeZone: 'UTC',
          durationMinutes: 60,
          capacity: 10,
          room: 'BUILT_IN',
        },
      });
      const sessionId = StaffLiveSessionDetailSchema.parse(scheduled.json()).session.id;
      const listed = async () =>
        ZoomWebinarListSchema.parse(
          (
            await plain.app.inject({ method: 'GET', url: '/api/zoom/webinars', headers: member.headers })
          ).json(),
        );
      expect((await listed()).items.map((item) => item.sessionId)).toContain(sessionId);
      const canceled = await plain.app.inject({
        method: 'POST',
        url: `/api/staff/live-sessions/${sessionId}/cancel`,
        headers: member.headers,
        payload: { reason: 'Moved to next month.' },
      });
      expect(canceled.statusCode, canceled.body).toBe(200);
      const after = await listed();
      expect(after.source).toBe('DATABASE');
      expect(after.items.map((item) => item.sessionId)).not.toContain(sessionId);
      expect(after.items.length).toBeGreaterThan(0);
    } finally {
      await plain.close();
    }
  });
});

describe('moving a session and its capacity', () => {
  it('never below the registered count; a move e-mails the registrants the new time', async () => {
    const created = await schedule({ startsAt: inFuture(6 * DAY), capacity: 5 });
    const sessionId = StaffLiveSessionDetailSchema.parse(created.json()).session.id;
    const lawyers = [await k.lawyer(true), await k.lawyer(true)];
    for (const lawyer of lawyers) expect((await register(lawyer, sessionId)).statusCode).toBe(201);

    const tooSmall = await call('PUT', `/api/staff/live-sessions/${sessionId}`, { capacity: 1 });
    expect(tooSmall.statusCode).toBe(409);
    expect(tooSmall.json()).toMatchObject({
      error: { code: 'LIVE_CAPACITY_BELOW_REGISTERED', details: { registered: 2 } },
    });
    const empty = await call('PUT', `/api/staff/live-sessions/${sessionId}`, {});
    expect(empty.statusCode).toBe(400);
    const past = await call('PUT', `/api/staff/live-sessions/${sessionId}`, { startsAt: inFuture(-DAY) });
    expect(past.json()).toMatchObject({ error: { code: 'LIVE_SESSION_TIME_INVALID' } });

    const capacity = await call('PUT', `/api/staff/live-sessions/${sessionId}`, { capacity: 2 });
    expect(capacity.statusCode, capacity.body).toBe(200);
    expect(await mailsTo(lawyers[0] as Lawyer, 'live-session-moved')).toHaveLength(0);

    const newStart = inFuture(7 * DAY);
    const moved = await call('PUT', `/api/staff/live-sessions/${sessionId}`, {
      startsAt: newStart,
      durationMinutes: 45,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ session: { durationMinutes: 45, capacity: 2, registered: 2 } });
    for (const lawyer of lawyers) {
      const [mail] = await mailsTo(lawyer, 'live-session-moved');
      expect(mail?.subject).toBe('New time: Cross-Border CPD Roundtable');
      expect(mail?.attachments[0]).toMatchObject({ filename: 'invite.ics' });
    }
    const log = await auditOf(sessionId);
    expect(log.map((entry) => entry.action)).toEqual(['live.move', 'live.move', 'live.schedule']);
    expect(log[0]).toMatchObject({
      before: { durationMinutes: 60 },
      after: { durationMinutes: 45, capacity: 2 },
    });
  });
});

describe('cancelling a session', () => {
  it('cancels the registrations, e-mails the reason, and lawyers no longer see the session anywhere', async () => {
    const startsAt = inFuture(2 * HOUR);
    const created = await schedule({ startsAt });
    const sessionId = StaffLiveSessionDetailSchema.parse(created.json()).session.id;
    const lawyers = [await k.lawyer(true), await k.lawyer(true)];
    for (const lawyer of lawyers) expect((await register(lawyer, sessionId)).statusCode).toBe(201);
    expect((await liveStartsAt())?.getTime()).toBe(new Date(startsAt).getTime());

    const noReason = await call('POST', `/api/staff/live-sessions/${sessionId}/cancel`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const canceled = await call('POST', `/api/staff/live-sessions/${sessionId}/cancel`, {
      reason: 'The speaker is ill.',
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const detail = StaffLiveSessionDetailSchema.parse(canceled.json());
    expect(detail.session).toMatchObject({ registered: 0, cancelReason: 'The speaker is ill.' });
    expect(detail.session.canceledAt).not.toBeNull();
    expect(detail.registrants.map((registrant) => registrant.status)).toEqual(['CANCELED', 'CANCELED']);
    for (const lawyer of lawyers) {
      const [mail] = await mailsTo(lawyer, 'live-session-canceled');
      expect(mail?.subject).toBe('Canceled: Cross-Border CPD Roundtable');
      expect(mail?.text).toContain('The speaker is ill.');
    }
    const [entry] = await auditOf(sessionId);
    expect(entry).toMatchObject({ action: 'live.cancel', before: { canceled: false, registered: 2 } });

    const again = await call('POST', `/api/staff/live-sessions/${sessionId}/cancel`, { reason: 'Twice.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'LIVE_SESSION_NOT_EDITABLE' } });
    const move = await call('PUT', `/api/staff/live-sessions/${sessionId}`, { capacity: 10 });
    expect(move.json()).toMatchObject({ error: { code: 'LIVE_SESSION_NOT_EDITABLE' } });

    // The lawyer-facing reads: the course's sessions, registering, my registrations, the webinar list, next start.
    const [lawyer] = lawyers as [Lawyer, Lawyer];
    const open = LiveSessionListSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/live/courses/${LIVE_COURSE}/sessions` })).json(),
    );
    expect(open.items.map((session) => session.id)).not.toContain(sessionId);
    const again2 = await register(lawyer, sessionId);
    expect(again2.statusCode).toBe(404);
    expect(again2.json()).toMatchObject({ error: { code: 'LIVE_SESSION_NOT_FOUND' } });
    const mine = LiveRegistrationListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/live/registrations', headers: lawyer.headers })).json(),
    );
    expect(mine.items).toEqual([]);
    const room = await t.app.inject({
      method: 'GET',
      url: `/api/live/sessions/${sessionId}/room`,
      headers: lawyer.headers,
    });
    expect(room.statusCode).toBe(404);
    expect((await liveStartsAt())?.getTime()).not.toBe(new Date(startsAt).getTime());

    // Even a registration left REGISTERED by hand is not reminded, listed or joined.
    await t.database.db
      .update(liveRegistrations)
      .set({ status: 'REGISTERED', canceledAt: null })
      .where(and(eq(liveRegistrations.sessionId, sessionId), eq(liveRegistrations.userId, lawyer.userId)));
    const mineAgain = LiveRegistrationListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/live/registrations', headers: lawyer.headers })).json(),
    );
    expect(mineAgain.items).toEqual([]);
    const sweep = t.app.sweeps.get('live-reminders');
    if (!sweep) throw new Error('no live-reminders sweep');
    await sweep();
    expect(await mailsTo(lawyer, 'live-reminder')).toHaveLength(0);
  });

  it('refuses a session that has started', async () => {
    const created = await schedule({ startsAt: inFuture(DAY) });
    const sessionId = StaffLiveSessionDetailSchema.parse(created.json()).session.id;
    await k.setSession(sessionId, { startsAt: new Date(Date.now() - 10 * MIN) });
    const refused = await call('POST', `/api/staff/live-sessions/${sessionId}/cancel`, {
      reason: 'Too late.',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'LIVE_SESSION_NOT_EDITABLE' } });
    const moved = await call('PUT', `/api/staff/live-sessions/${sessionId}`, { startsAt: inFuture(DAY) });
    expect(moved.statusCode).toBe(409);
    const [row] = await k.sessionsOf().then((rows) => rows.filter((session) => session.id === sessionId));
    expect(row?.canceledAt).toBeNull();
  });
});

describe('attendance and questions', () => {
  it("shows each registrant's verified attendance, and answers the room's questions", async () => {
    const created = await schedule({ startsAt: inFuture(DAY) });
    const sessionId = StaffLiveSessionDetailSchema.parse(created.json()).session.id;
    const lawyer = await k.lawyer(true, 'Present Lawyer');
    expect((await register(lawyer, sessionId)).statusCode).toBe(201);
    // The session ran an hour ago: present 40 minutes, the code of minute 30 entered.
    const start = Date.now() - 2 * HOUR;
    await k.setSession(sessionId, { startsAt: new Date(start) });
    const [registration] = await t.database.db
      .select()
      .from(liveRegistrations)
      .where(eq(liveRegistrations.sessionId, sessionId));
    if (!registration) throw new Error('no registration');
    await t.database.db
      .insert(liveSessionCodes)
      .values({ sessionId, ordinal: 1, momentSeconds: 30 * 60, code: '4821' });
    await t.database.db
      .insert(livePresence)
      .values({ registrationId: registration.id, intervals: [[start, start + 40 * MIN]] });
    await t.database.db.insert(liveCodeEntries).values({ registrationId: registration.id, ordinal: 1 });
    const detail = StaffLiveSessionDetailSchema.parse(
      (await call('GET', `/api/staff/live-sessions/${sessionId}`)).json(),
    );
    expect(detail.registrants[0]?.attendance.verifiedMinutes).toBeGreaterThanOrEqual(30);
    expect(detail.registrants[0]?.attendance).toMatchObject({
      presentMinutes: 40,
      codesShown: 1,
      codesEntered: 1,
    });

    const [question] = await t.database.db
      .insert(liveQuestions)
      .values({
        sessionId,
        userId: lawyer.userId,
        askerFirstName: 'Present',
        text: 'Does this count in New York?',
      })
      .returning();
    const listed = StaffLiveQuestionListSchema.parse(
      (await call('GET', `/api/staff/live-sessions/${sessionId}/questions`)).json(),
    );
    expect(listed.questions).toEqual([expect.objectContaining({ askerEmail: lawyer.email, answer: null })]);
    const url = `/api/staff/live-sessions/${sessionId}/questions/${question?.id ?? ''}/answer`;
    expect((await call('POST', url, { answer: '   ' })).statusCode).toBe(400);
    const answered = await call('POST', url, { answer: 'Yes, as live credit.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ answer: 'Yes, as live credit.' });
    const [stored] = await t.database.db
      .select()
      .from(liveQuestions)
      .where(eq(liveQuestions.id, question?.id ?? ''));
    expect(stored?.answer).toBe('Yes, as live credit.');
    const [entry] = await auditOf(question?.id ?? '');
    expect(entry).toMatchObject({
      action: 'live.answer',
      before: { answer: null },
      after: { answer: 'Yes, as live credit.' },
    });
    const other = await call(
      'POST',
      `/api/staff/live-sessions/${sessionId}/questions/00000000-0000-4000-8000-000000000000/answer`,
      { answer: 'x' },
    );
    expect(other.json()).toMatchObject({ error: { code: 'LIVE_QUESTION_NOT_FOUND' } });
  });
});
