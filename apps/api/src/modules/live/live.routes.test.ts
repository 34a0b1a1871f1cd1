import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CalendarFeedSchema,
  ErrorBodySchema,
  LiveRegistrationListSchema,
  LiveRegistrationSchema,
  LiveSessionListSchema,
  ZoomSignatureSchema,
  ZoomWebinarListSchema,
} from '@counsel/contracts';
import {
  LIVE_COURSE,
  LIVE_TEST_APP_URL,
  ON_DEMAND_COURSE,
  liveKit,
  type Lawyer,
} from '../../testing/live-fixtures.js';
import { calendarEvents, parseCalendar } from '../../testing/icalendar.js';
import { ManualClock } from '../../testing/manual-clock.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/*
 * Live sessions and registration (docs/product-rules.md#live-webinars): the public session list, registering (which
 * enrolls; a member may, a guest without the course may not), moving and cancelling, the join signature's window,
 * the calendar files and the webinar list. Sign-in tokens are judged on the app's clock, so the clock stays at the
 * real time and the tests move the sessions instead (`startFirstIn`).
 */
const MIN = 60_000;
const WEEK = 7 * 24 * 60 * MIN;
const clock = new ManualClock(Date.now());
let t: TestApp;
let k: ReturnType<typeof liveKit>;
let member: Lawyer;
let first: { id: string; startsAt: Date };
let second: { id: string; startsAt: Date };

beforeAll(async () => {
  t = await createTestApp({ APP_URL: LIVE_TEST_APP_URL }, { clock });
  k = liveKit(t);
  await k.seed();
  member = await k.lawyer(true);
  const [a, b] = await k.sessionsOf();
  if (!a || !b) throw new Error('the fixture live course has two sessions');
  first = a;
  second = b;
  await startFirstIn(120 * MIN);
  second.startsAt = new Date(first.startsAt.getTime() + WEEK);
  await k.setSession(second.id, { startsAt: second.startsAt });
});

/** Moves the first session so that it starts `offsetMs` from the clock's now (negative: it started that long ago). */
async function startFirstIn(offsetMs: number) {
  first.startsAt = new Date(clock.now().getTime() + offsetMs);
  await k.setSession(first.id, { startsAt: first.startsAt });
}
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Lawyer) =>
  t.app.inject({ method, url, ...(who ? { headers: who.headers } : {}) });
const code = (response: { json: () => unknown }) => ErrorBodySchema.parse(response.json()).error.code;
const register = (who: Lawyer, sessionId: string) =>
  call('POST', `/api/live/sessions/${sessionId}/registration`, who);
const mine = async (who: Lawyer) =>
  LiveRegistrationListSchema.parse((await call('GET', '/api/live/registrations', who)).json()).items;

describe('the sessions of a live course', () => {
  it('are public, by start, with the seats left', async () => {
    const response = await call('GET', `/api/live/courses/${LIVE_COURSE}/sessions`);
    expect(response.statusCode).toBe(200);
    const { items } = LiveSessionListSchema.parse(response.json());
    expect(items.map((session) => session.startsAt)).toEqual([
      first.startsAt.toISOString(),
      second.startsAt.toISOString(),
    ]);
    expect(items[0]).toMatchObject({
      seatsLeft: 500,
      capacity: 500,
      room: 'BUILT_IN',
      durationMinutes: 120,
      timeZone: 'America/New_York',
      endsAt: new Date(first.startsAt.getTime() + 120 * MIN).toISOString(),
    });
  });

  it('answer 409 NOT_A_LIVE_COURSE for an on-demand course and 404 for an unknown one', async () => {
    expect(code(await call('GET', `/api/live/courses/${ON_DEMAND_COURSE}/sessions`))).toBe(
      'NOT_A_LIVE_COURSE',
    );
    expect((await call('GET', '/api/live/courses/no-such-course/sessions')).statusCode).toBe(404);
  });
});

describe('registering', () => {
  it('needs a membership, a firm seat or the course: a guest gets 403 MEMBERSHIP_REQUIRED and nothing is made', async () => {
    const guest = await k.lawyer(false);
    const response = await register(guest, first.id);
    expect(response.statusCode).toBe(403);
    expect(code(response)).toBe('MEMBERSHIP_REQUIRED');
    expect(await mine(guest)).toEqual([]);
    const enrolled = await call('GET', `/api/courses/${LIVE_COURSE}/is-enrolled`, guest);
    expect(enrolled.json()).toMatchObject({ enrolled: false });
  });

  it('enrolls the member, takes a seat, and answers 200 the second time', async () => {
    const created = await register(member, first.id);
    expect(created.statusCode).toBe(201);
    const registration = LiveRegistrationSchema.parse(created.json());
    expect(registration).toMatchObject({ status: 'REGISTERED', session: { id: first.id, seatsLeft: 499 } });
    expect(registration.calendarPath).toBe(`/api/live/registrations/${registration.id}/calendar.ics`);
    expect((await register(member, first.id)).statusCode).toBe(200);
    expect((await call('GET', `/api/courses/${LIVE_COURSE}/is-enrolled`, member)).json()).toMatchObject({
      enrolled: true,
    });
    expect((await mine(member)).map((item) => item.session.id)).toEqual([first.id]);
  });

  it('moves to another session of the course, freeing the first seat', async () => {
    const moved = LiveRegistrationSchema.parse((await register(member, second.id)).json());
    expect(moved.session.id).toBe(second.id);
    expect((await mine(member)).map((item) => item.session.id)).toEqual([second.id]);
    const { items } = LiveSessionListSchema.parse(
      (await call('GET', `/api/live/courses/${LIVE_COURSE}/sessions`)).json(),
    );
    expect(items.find((session) => session.id === first.id)?.seatsLeft).toBe(500);
    expect(items.find((session) => session.id === second.id)?.seatsLeft).toBe(499);
    expect((await register(member, first.id)).statusCode).toBe(201);
  });

  it('refuses a full session with 409 LIVE_SESSION_FULL', async () => {
    await k.setSession(second.id, { capacity: 1 });
    const other = await k.lawyer(true);
    expect((await register(other, second.id)).statusCode).toBe(201);
    const late = await k.lawyer(true);
    const refused = await register(late, second.id);
    expect(refused.statusCode).toBe(409);
    expect(ErrorBodySchema.parse(refused.json()).error).toMatchObject({
      code: 'LIVE_SESSION_FULL',
      details: { capacity: 1 },
    });
    expect(await mine(late)).toEqual([]);
    // Refused before enrolling: the refusal changed nothing.
    expect((await call('GET', `/api/courses/${LIVE_COURSE}/is-enrolled`, late)).json()).toMatchObject({
      enrolled: false,
    });
    await k.setSession(second.id, { capacity: 500 });
  });

  it('answers 404 for an unknown session and 401 signed out', async () => {
    expect(code(await register(member, '00000000-0000-4000-8000-000000000000'))).toBe(
      'LIVE_SESSION_NOT_FOUND',
    );
    expect((await call('POST', `/api/live/sessions/${first.id}/registration`)).statusCode).toBe(401);
    expect((await call('GET', '/api/live/registrations')).statusCode).toBe(401);
  });
});

describe('joining: GET /api/zoom/signature', () => {
  const signature = (who: Lawyer) =>
    call('GET', `/api/zoom/signature?courseId=${LIVE_COURSE}&t=${Date.now()}`, who);

  it('is refused before the window with the start time, and to a lawyer not registered', async () => {
    await startFirstIn(5 * MIN + 1);
    const early = await signature(member);
    expect(early.statusCode).toBe(403);
    expect(ErrorBodySchema.parse(early.json()).error).toMatchObject({
      code: 'LIVE_JOIN_TOO_EARLY',
      details: {
        startsAt: first.startsAt.toISOString(),
        joinOpensAt: new Date(first.startsAt.getTime() - 5 * MIN).toISOString(),
      },
    });
    const stranger = await k.lawyer(true);
    await call('POST', `/api/courses/${LIVE_COURSE}/enroll`, stranger);
    expect(code(await signature(stranger))).toBe('LIVE_NOT_REGISTERED');
    expect(code(await signature(await k.lawyer(true)))).toBe('NOT_ENROLLED');
  });

  it('answers the spec shape inside the window, the built-in room without Zoom, the same for 60 s', async () => {
    await startFirstIn(5 * MIN);
    const response = await signature(member);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const body = ZoomSignatureSchema.parse(response.json());
    expect(body).toMatchObject({
      room: 'BUILT_IN',
      sessionId: first.id,
      password: '',
      appKey: 'counsel-built-in-room',
      customerKey: member.userId,
      startsAt: first.startsAt.toISOString(),
    });
    expect(body.userName).toMatch(/^Live Learner/);
    clock.advance(59_000);
    expect(ZoomSignatureSchema.parse((await signature(member)).json()).signature).toBe(body.signature);
    clock.advance(2_000);
    expect(ZoomSignatureSchema.parse((await signature(member)).json()).signature).not.toBe(body.signature);
  });

  it('closes 3 hours after the start', async () => {
    await startFirstIn(-180 * MIN);
    expect((await signature(member)).statusCode).toBe(200);
    await startFirstIn(-180 * MIN - 1);
    expect(code(await signature(member))).toBe('LIVE_JOIN_CLOSED');
  });
});

describe('cancelling', () => {
  it('is possible until the start, not after', async () => {
    const lawyer = await k.lawyer(true);
    await startFirstIn(120 * MIN);
    await register(lawyer, first.id);
    await startFirstIn(0);
    const late = await call('DELETE', `/api/live/sessions/${first.id}/registration`, lawyer);
    expect(late.statusCode).toBe(409);
    expect(code(late)).toBe('LIVE_SESSION_STARTED');
    await startFirstIn(1_000);
    const canceled = await call('DELETE', `/api/live/sessions/${first.id}/registration`, lawyer);
    expect(canceled.statusCode).toBe(200);
    expect(LiveRegistrationSchema.parse(canceled.json())).toMatchObject({ status: 'CANCELED' });
    expect(await mine(lawyer)).toEqual([]);
    expect(code(await call('DELETE', `/api/live/sessions/${first.id}/registration`, lawyer))).toBe(
      'LIVE_REGISTRATION_NOT_FOUND',
    );
  });

  it('registration closes with the join window: 409 LIVE_SESSION_ENDED', async () => {
    await startFirstIn(-180 * MIN - 1);
    const refused = await register(await k.lawyer(true), first.id);
    expect(refused.statusCode).toBe(409);
    expect(code(refused)).toBe('LIVE_SESSION_ENDED');
  });
});

describe('calendars', () => {
  it('a registration’s .ics parses, with UTC times, the course page and a 15-minute alarm', async () => {
    await startFirstIn(120 * MIN);
    const [registration] = await mine(member);
    if (!registration) throw new Error('member has no registration');
    const response = await call('GET', registration.calendarPath, member);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const vevent = parseCalendar(response.body).getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT');
    const [event] = calendarEvents(response.body);
    if (!event) throw new Error('no event');
    // iCalendar times are whole seconds.
    const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000) * 1000;
    expect(event.startDate.toJSDate().getTime()).toBe(seconds(registration.session.startsAt));
    expect(event.endDate.toJSDate().getTime()).toBe(seconds(registration.session.endsAt));
    expect(event.uid).toBe(`live-registration-${registration.id}@counsel-cle`);
    expect(vevent.getFirstPropertyValue('url')).toBe(`${LIVE_TEST_APP_URL}/dashboard/courses/${LIVE_COURSE}`);
    expect(String(vevent.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger'))).toBe('-PT15M');
  });

  it('another lawyer’s registration is 404 and signed out is 401', async () => {
    const [registration] = await mine(member);
    if (!registration) throw new Error('member has no registration');
    expect(code(await call('GET', registration.calendarPath, await k.lawyer(true)))).toBe(
      'LIVE_REGISTRATION_NOT_FOUND',
    );
    expect((await call('GET', registration.calendarPath)).statusCode).toBe(401);
  });

  it('the private feed lists my sessions until it is replaced or revoked', async () => {
    expect(CalendarFeedSchema.parse((await call('GET', '/api/live/calendar-feed', member)).json())).toEqual({
      active: false,
      url: null,
    });
    const made = CalendarFeedSchema.parse((await call('POST', '/api/live/calendar-feed', member)).json());
    expect(made.active).toBe(true);
    const path = new URL(made.url ?? '').pathname;
    const feed = await call('GET', path);
    expect(feed.statusCode).toBe(200);
    expect(calendarEvents(feed.body).map((event) => event.uid)).toEqual(
      (await mine(member)).map((registration) => `live-registration-${registration.id}@counsel-cle`),
    );
    expect(
      CalendarFeedSchema.parse((await call('GET', '/api/live/calendar-feed', member)).json()).active,
    ).toBe(true);

    const replaced = CalendarFeedSchema.parse((await call('POST', '/api/live/calendar-feed', member)).json());
    expect(code(await call('GET', path))).toBe('CALENDAR_FEED_NOT_FOUND');
    const replacedPath = new URL(replaced.url ?? '').pathname;
    expect((await call('GET', replacedPath)).statusCode).toBe(200);
    await call('DELETE', '/api/live/calendar-feed', member);
    expect(code(await call('GET', replacedPath))).toBe('CALENDAR_FEED_NOT_FOUND');
    expect((await call('GET', '/api/live/calendar/not-a-token.ics')).statusCode).toBe(400);
  });
});

describe('GET /api/zoom/webinars without the Zoom API', () => {
  it('lists our upcoming sessions, mine marked registered and joinable inside the window', async () => {
    await startFirstIn(MIN);
    const response = await call('GET', '/api/zoom/webinars', member);
    expect(response.statusCode).toBe(200);
    const list = ZoomWebinarListSchema.parse(response.json());
    expect(list.source).toBe('DATABASE');
    const item = list.items.find((webinar) => webinar.sessionId === first.id);
    expect(item).toMatchObject({ registered: true, joinable: true, course: { slug: LIVE_COURSE } });
    expect(list.items.find((webinar) => webinar.sessionId === second.id)).toMatchObject({
      registered: false,
      joinable: false,
    });
    expect((await call('GET', '/api/zoom/webinars')).statusCode).toBe(401);
  });
});
