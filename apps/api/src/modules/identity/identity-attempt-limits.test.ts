import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@counsel/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { cookieHeader, createVerifiedUser } from '../../testing/identity-helpers.js';
import { ATTEMPTS_PER_EMAIL } from './identity-attempt-limits.js';

const APP_URL = 'http://counsel.test';
const json = { 'content-type': 'application/json', origin: APP_URL };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ APP_URL });
  await createVerifiedUser(t.app, t.database.db, APP_URL, {
    fullName: 'Grace Hopper',
    email: 'grace@example.com',
    password: 'compiler-harbour-1906',
  });
});
afterAll(async () => t.close());

const signIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/identity/sign-in/email',
    headers: json,
    payload: { email, password },
  });

describe('credential attempts', () => {
  it('answer the same for a reset of a known and an unknown address', async () => {
    const request = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/identity/request-password-reset',
        headers: json,
        payload: { email, redirectTo: '/auth/reset-password' },
      });
    const known = await request('grace@example.com');
    const unknown = await request('nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
  });

  it(`are limited to ${ATTEMPTS_PER_EMAIL} per e-mail address, then 429 RATE_LIMITED`, async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < ATTEMPTS_PER_EMAIL + 1; attempt += 1) {
      statuses.push((await signIn('target@example.com', `wrong-guess-${attempt}-xyz`)).statusCode);
    }
    expect(statuses.slice(0, ATTEMPTS_PER_EMAIL).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const limited = await signIn('target@example.com', 'wrong-again-xyz');
    expect(ErrorBodySchema.parse(limited.json()).error.code).toBe('RATE_LIMITED');
    // Another address from the same client is still heard.
    const other = await signIn('grace@example.com', 'compiler-harbour-1906');
    expect(other.statusCode).toBe(200);
  });
});

const spoofed = (attempt: number) => ({
  'x-forwarded-for': `203.0.113.${attempt + 1}`,
  'x-real-ip': `198.51.100.${attempt + 1}`,
});

describe('credential attempts per client address', () => {
  it('follow IDENTITY_ATTEMPTS_PER_IP, across addresses, and a spoofed X-Forwarded-For gives no fresh budget', async () => {
    // TRUST_PROXY is off: the client is the connection, whatever X-Forwarded-For says.
    const limited = await createTestApp({ APP_URL, IDENTITY_ATTEMPTS_PER_IP: '3', TRUST_PROXY: 'false' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/identity/sign-in/email',
          headers: { ...json, ...spoofed(attempt) },
          payload: { email: `someone-${attempt}@example.com`, password: 'wrong-guess-xyz' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

/** The addresses better-auth recorded on the sessions of a user signed in with a spoofed X-Forwarded-For. */
async function sessionAddresses(app: TestApp['app'], email: string, password: string) {
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/identity/sign-in/email',
    headers: { ...json, ...spoofed(0) },
    payload: { email, password },
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const sessions = await app.inject({
    method: 'GET',
    url: '/api/identity/list-sessions',
    headers: { cookie: cookieHeader(signedIn.headers['set-cookie']), ...spoofed(5) },
  });
  expect(sessions.statusCode, sessions.body).toBe(200);
  return sessions.json<{ ipAddress: string | null }[]>().map((session) => session.ipAddress);
}

describe('the client address handed to the identity provider', () => {
  it('is the connection without TRUST_PROXY, never a header the client wrote', async () => {
    const addresses = await sessionAddresses(t.app, 'grace@example.com', 'compiler-harbour-1906');
    expect(addresses).toContain('127.0.0.1');
    expect(addresses).not.toContain('203.0.113.1');
    expect(addresses).not.toContain('198.51.100.1');
  });

  it('is the forwarded client with TRUST_PROXY=true, as Fastify resolves it', async () => {
    const proxied = await createTestApp({ APP_URL, TRUST_PROXY: 'true' });
    try {
      const user = { fullName: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical-engine-1843' };
      await createVerifiedUser(proxied.app, proxied.database.db, APP_URL, user);
      const addresses = await sessionAddresses(proxied.app, user.email, user.password);
      expect(addresses).toContain('203.0.113.1');
      expect(addresses).not.toContain('198.51.100.1');
    } finally {
      await proxied.close();
    }
  });
});
