import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseCompletionStatusSchema, ErrorBodySchema, ZoomWebinarListSchema } from '@counsel/contracts';
import { webhookEvents } from '../../db/schema/billing.js';
import { livePresence, liveRegistrations } from '../../db/schema/live.js';
import { LIVE_COURSE, LIVE_TEST_APP_URL, liveKit, type Lawyer } from '../../testing/live-fixtures.js';
import { ManualClock } from '../../testing/manual-clock.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/*
 * POST /api/webhooks/zoom (docs/product-rules.md#live-webinars): attendance in a session held on Zoom from Zoom's
 * participant events, verified on the raw body, recorded once, applied by a job; then reconciled with the participant
 * report. Bodies are Zoom-shaped and signed here the way Zoom documents it.
 */
const SECRET = 'zoom-webhook-secret-test';
const NUMBER = '85746352411';
const MIN = 60_000;
const clock = new ManualClock(Date.now());
let t: TestApp;
let k: ReturnType<typeof liveKit>;
let sessionId: string;
let start: number;
let byKey: Lawyer;
let byEmail: Lawyer;
let byRegistrant: Lawyer;
let reportStays: {
  participant_user_id: string;
  user_email?: string;
  registrant_id?: string;
  customer_key?: string;
  join_time: string;
  leave_time: string;
}[] = [];
const zoomCalls: string[] = [];

async function zoomFetch(url: string): Promise<Response> {
  zoomCalls.push(url);
  if (url.startsWith('https://zoom.us/oauth/token')) {
    return Response.json({ access_token: 'zoom-access-token', expires_in: 3600 });
  }
  if (url.startsWith(`https://api.zoom.us/v2/report/meetings/${NUMBER}/participants`)) {
    return Response.json({ participants: reportStays, next_page_token: '' });
  }
  if (url.startsWith('https://api.zoom.us/v2/users/host%40example.com/webinars?')) {
    return Response.json({
      webinars: [
        { id: Number(NUMBER), topic: 'Zoom title', start_time: new Date(start).toISOString(), duration: 60 },
        {
          id: 91122233344,
          topic: 'Another webinar',
          start_time: '2027-01-05T15:00:00Z',
          duration: 90,
          timezone: 'Europe/London',
        },
      ],
    });
  }
  return new Response('not found', { status: 404 });
}

beforeAll(async () => {
  t = await createTestApp(
    {
      APP_URL: LIVE_TEST_APP_URL,
      ZOOM_SDK_KEY: 'sdk-key-test',
      ZOOM_SDK_SECRET: 'sdk-secret-test',
      ZOOM_ACCOUNT_ID: 'acct-test',
      ZOOM_CLIENT_ID: 'client-test',
      ZOOM_CLIENT_SECRET: 'client-secret-test',
      ZOOM_HOST_USER: 'host@example.com',
      ZOOM_WEBHOOK_SECRET: SECRET,
    },
    { clock, zoomFetch },
  );
  k = liveKit(t);
  await k.seed();
  const [session] = await k.sessionsOf();
  if (!session) throw new Error('no session');
  sessionId = session.id;
  // The session started 25 minutes ago (sign-in tokens are judged on the clock, so it stays near now).
  start = clock.now().getTime() - 25 * MIN;
  await k.setSession(sessionId, {
    startsAt: new Date(start),
    durationMinutes: 60,
    room: 'ZOOM_MEETING',
    zoomNumber: NUMBER,
    zoomPasscode: '123456',
  });
  byKey = await k.lawyer(true, 'Keyed Lawyer');
  byEmail = await k.lawyer(true, 'Mailed Lawyer');
  byRegistrant = await k.lawyer(true, 'Registrant Lawyer');
  for (const who of [byKey, byEmail, byRegistrant]) {
    const registered = await t.app.inject({
      method: 'POST',
      url: `/api/live/sessions/${sessionId}/registration`,
      headers: who.headers,
    });
    expect(registered.statusCode).toBe(201);
  }
  await t.database.db
    .update(liveRegistrations)
    .set({ zoomRegistrantId: 'REG-777' })
    .where(eq(liveRegistrations.userId, byRegistrant.userId));
});
afterAll(async () => t.close());

function deliver(body: string, options: { at?: number; secret?: string; signature?: string } = {}) {
  const timestamp = String(options.at ?? clock.now().getTime());
  const signature =
    options.signature ??
    `v0=${createHmac('sha256', options.secret ?? SECRET)
      .update(`v0:${timestamp}:${body}`)
      .digest('hex')}`;
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/zoom',
    headers: {
      'content-type': 'application/json',
      'x-zm-request-timestamp': timestamp,
      'x-zm-signature': signature,
    },
    payload: body,
  });
}

function participantEvent(
  kind: 'joined' | 'left',
  atMinute: number,
  participant: { uuid: string; customerKey?: string; email?: string; registrantId?: string },
) {
  const time = new Date(start + atMinute * MIN).toISOString();
  return JSON.stringify({
    event: `meeting.participant_${kind}`,
    event_ts: clock.now().getTime(),
    payload: {
      account_id: 'acct-test',
      object: {
        id: NUMBER,
        uuid: 'occurrence-uuid==',
        topic: 'Cross-Border CPD Roundtable',
        participant: {
          participant_uuid: participant.uuid,
          user_id: '16778240',
          user_name: 'Someone',
          ...(participant.email ? { email: participant.email } : {}),
          ...(participant.customerKey ? { customer_key: participant.customerKey } : {}),
          ...(participant.registrantId ? { registrant_id: participant.registrantId } : {}),
          [kind === 'joined' ? 'join_time' : 'leave_time']: time,
        },
      },
    },
  });
}

const errorCode = (response: { json: () => unknown }) => ErrorBodySchema.parse(response.json()).error.code;
const zoomEventCount = async () =>
  (await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.provider, 'zoom'))).length;

async function presenceOf(who: Lawyer) {
  const [row] = await t.database.db
    .select({ intervals: livePresence.intervals })
    .from(livePresence)
    .innerJoin(liveRegistrations, eq(liveRegistrations.id, livePresence.registrationId))
    .where(eq(liveRegistrations.userId, who.userId));
  return (row?.intervals ?? []).map(([from, to]) => [(from - start) / MIN, (to - start) / MIN]);
}

describe('verifying deliveries', () => {
  it('answers Zoom’s URL validation with the plain token and its HMAC', async () => {
    const response = await deliver(
      JSON.stringify({ event: 'endpoint.url_validation', payload: { plainToken: 'qgg8vlvZRS6UYooatFL8Aw' } }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      plainToken: 'qgg8vlvZRS6UYooatFL8Aw',
      encryptedToken: createHmac('sha256', SECRET).update('qgg8vlvZRS6UYooatFL8Aw').digest('hex'),
    });
  });

  it('refuses forged, stale and unsigned deliveries with 400 and records nothing', async () => {
    const body = participantEvent('joined', 0, { uuid: 'forged-1', customerKey: byKey.userId });
    const forged = await deliver(body, { secret: 'not-the-secret' });
    expect(forged.statusCode).toBe(400);
    expect(errorCode(forged)).toBe('WEBHOOK_SIGNATURE_INVALID');
    const stale = await deliver(body, { at: clock.now().getTime() - 6 * MIN });
    expect(errorCode(stale)).toBe('WEBHOOK_SIGNATURE_INVALID');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/zoom',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(errorCode(unsigned)).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(errorCode(await deliver('{"event":'))).toBe('VALIDATION_FAILED');
    expect(await zoomEventCount()).toBe(0);
    expect(await presenceOf(byKey)).toEqual([]);
  });
});

describe('attendance from participant events', () => {
  it('matches by customer key, then registrant id, then e-mail; duplicates and order change nothing', async () => {
    const key = { uuid: 'uuid-key', customerKey: byKey.userId };
    const mail = { uuid: 'uuid-mail', email: byEmail.email.toUpperCase() };
    const registrant = { uuid: 'uuid-reg', registrantId: 'REG-777', email: 'someone.else@example.com' };
    const deliveries = [
      participantEvent('joined', -3, key),
      participantEvent('left', 20, key),
      participantEvent('joined', 25, key),
      // Out of order: the e-mail lawyer's leave arrives before the join.
      participantEvent('left', 45, mail),
      participantEvent('joined', 5, mail),
      participantEvent('joined', 10, registrant),
      participantEvent('left', 30, registrant),
      participantEvent('joined', 10, { uuid: 'uuid-stranger', email: 'stranger@example.com' }),
    ];
    for (const body of deliveries) expect((await deliver(body)).statusCode).toBe(200);
    // Redelivered (Zoom retries): accepted, recorded once.
    expect((await deliver(deliveries[1] ?? '')).json()).toEqual({ received: true });
    expect(await zoomEventCount()).toBe(deliveries.length);
    await t.queue.drain();

    // The join at -3 counts from the start; the second stay is still open (no leave yet): nothing counted for it.
    expect(await presenceOf(byKey)).toEqual([[0, 20]]);
    expect(await presenceOf(byEmail)).toEqual([[5, 45]]);
    expect(await presenceOf(byRegistrant)).toEqual([[10, 30]]);
    const stranger = await t.database.db
      .select({ error: webhookEvents.error })
      .from(webhookEvents)
      .where(eq(webhookEvents.type, 'participant_joined'));
    expect(stranger.map((row) => row.error)).toContain('participant is not a registered lawyer');

    // A heartbeat from our page changes nothing in a session held on Zoom: presence is Zoom's.
    const beat = await t.app.inject({
      method: 'POST',
      url: `/api/live/sessions/${sessionId}/presence`,
      headers: byKey.headers,
      payload: { clientId: 'zoom-page-0001' },
    });
    expect(beat.statusCode, beat.body).toBe(200);
    expect(await presenceOf(byKey)).toEqual([[0, 20]]);
  });

  it('reads the participant report after the session to fill in what webhooks missed', async () => {
    const sweep = t.app.sweeps.get('zoom-reconcile');
    if (!sweep) throw new Error('no zoom-reconcile sweep');
    const iso = (minute: number) => new Date(start + minute * MIN).toISOString();
    reportStays = [
      {
        participant_user_id: 'uuid-key',
        customer_key: byKey.userId,
        join_time: iso(-3),
        leave_time: iso(20),
      },
      // The leave of the second stay never came by webhook.
      {
        participant_user_id: 'uuid-key',
        customer_key: byKey.userId,
        join_time: iso(25),
        leave_time: iso(58),
      },
      { participant_user_id: 'uuid-mail', user_email: byEmail.email, join_time: iso(5), leave_time: iso(45) },
    ];
    // Not before 30 minutes after the scheduled end.
    await sweep();
    expect(zoomCalls.some((url) => url.includes('/report/'))).toBe(false);

    clock.set(start + 91 * MIN);
    await sweep();
    expect(zoomCalls.filter((url) => url.includes(`/report/meetings/${NUMBER}/participants`))).toHaveLength(
      1,
    );
    expect(await presenceOf(byKey)).toEqual([
      [0, 20],
      [25, 58],
    ]);
    expect(await presenceOf(byEmail)).toEqual([[5, 45]]);
    // Once per session.
    await sweep();
    expect(zoomCalls.filter((url) => url.includes('/report/'))).toHaveLength(1);
    clock.set(Date.now());

    // The completion status reads the presence Zoom gave (no code entered: nothing verified yet).
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/completed-course/${LIVE_COURSE}`,
      headers: byKey.headers,
    });
    expect(CourseCompletionStatusSchema.parse(status.json()).liveAttendance).toMatchObject({
      presentMinutes: 53,
    });
  });
});

describe('GET /api/zoom/webinars with the Zoom API configured', () => {
  it('lists Zoom’s webinars, matched to our sessions by number, with the lawyer’s registration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/zoom/webinars', headers: byKey.headers });
    expect(response.statusCode).toBe(200);
    const list = ZoomWebinarListSchema.parse(response.json());
    expect(list.source).toBe('ZOOM');
    expect(list.items).toEqual([
      expect.objectContaining({
        sessionId,
        topic: 'Cross-Border CPD Roundtable',
        registered: true,
        joinable: true,
      }),
      expect.objectContaining({
        sessionId: null,
        course: null,
        topic: 'Another webinar',
        startsAt: '2027-01-05T15:00:00.000Z',
        durationMinutes: 90,
        timeZone: 'Europe/London',
        registered: false,
        joinable: false,
      }),
    ]);
    expect(zoomCalls.some((url) => url.includes('/users/host%40example.com/webinars?type=upcoming'))).toBe(
      true,
    );
  });
});

describe('without ZOOM_WEBHOOK_SECRET', () => {
  it('is switched off: 404, nothing recorded', async () => {
    const off = await createTestApp({ APP_URL: LIVE_TEST_APP_URL });
    try {
      const response = await off.app.inject({
        method: 'POST',
        url: '/api/webhooks/zoom',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
