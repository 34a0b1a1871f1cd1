import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZoomSignatureSchema } from '@counsel/contracts';
import { LIVE_COURSE, LIVE_TEST_APP_URL, liveKit, type Lawyer } from '../../testing/live-fixtures.js';
import { ManualClock } from '../../testing/manual-clock.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/*
 * With ZOOM_SDK_KEY / ZOOM_SDK_SECRET set, a session held on Zoom is joined with the Meeting SDK: the signature is
 * the Meeting SDK JWT (ADR 015, docs/product-rules.md#live-webinars), checked here with a second JWT library (jsonwebtoken) claim by claim.
 */
const SDK_KEY = 'sdk-key-for-tests';
const SDK_SECRET = 'sdk-secret-for-tests-0123456789abcdef';
const clock = new ManualClock(Date.now());
let t: TestApp;
let member: Lawyer;
let sessionId: string;

beforeAll(async () => {
  t = await createTestApp(
    { APP_URL: LIVE_TEST_APP_URL, ZOOM_SDK_KEY: SDK_KEY, ZOOM_SDK_SECRET: SDK_SECRET },
    { clock },
  );
  const k = liveKit(t);
  await k.seed();
  const [session] = await k.sessionsOf();
  if (!session) throw new Error('no session');
  sessionId = session.id;
  await k.setSession(sessionId, {
    room: 'ZOOM_WEBINAR',
    zoomNumber: '81234567890',
    zoomPasscode: 'pa55',
    startsAt: new Date(clock.now().getTime() + 60_000),
  });
  member = await k.lawyer(true);
  const registered = await t.app.inject({
    method: 'POST',
    url: `/api/live/sessions/${sessionId}/registration`,
    headers: member.headers,
  });
  expect(registered.statusCode).toBe(201);
});
afterAll(async () => t.close());

describe('the Meeting SDK signature', () => {
  it('is HS256 with the SDK secret, with appKey, mn, role 0, iat, exp and tokenExp in Zoom’s range', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/zoom/signature?courseId=${LIVE_COURSE}&t=1`,
      headers: member.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = ZoomSignatureSchema.parse(response.json());
    expect(body).toMatchObject({
      room: 'ZOOM',
      meetingNumber: '81234567890',
      password: 'pa55',
      appKey: SDK_KEY,
      customerKey: member.userId,
      sessionId,
    });
    expect(body.userEmail).toMatch(/@example\.com$/);

    const decoded = jwt.verify(body.signature, SDK_SECRET, { algorithms: ['HS256'], complete: true });
    expect(decoded.header).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decoded.payload as Record<string, unknown>;
    expect(claims).toMatchObject({ appKey: SDK_KEY, sdkKey: SDK_KEY, mn: '81234567890', role: 0 });
    const iat = Number(claims.iat);
    const exp = Number(claims.exp);
    expect(Number.isInteger(iat) && Number.isInteger(exp)).toBe(true);
    expect(Math.abs(iat - clock.now().getTime() / 1000)).toBeLessThanOrEqual(60);
    expect(exp - iat).toBeGreaterThanOrEqual(1800);
    expect(exp - iat).toBeLessThanOrEqual(172800);
    expect(claims.tokenExp).toBe(exp);
    expect(body.expiresAt).toBe(new Date(exp * 1000).toISOString());

    expect(() => jwt.verify(body.signature, 'another-secret', { algorithms: ['HS256'] })).toThrow();
  });
});
