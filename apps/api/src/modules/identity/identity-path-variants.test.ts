import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { rawRequest } from '../../testing/raw-http.js';
import { ATTEMPTS_PER_EMAIL, LIMITED_AUTH_PATHS, LIMITED_IDENTITY_PATHS } from './identity-attempt-limits.js';

/**
 * The credential limits hold on the route actually served, whatever the spelling of its path: over a real socket
 * (inject normalises the target), every variant of every limited path is counted or not served at all.
 */
const APP_URL = 'http://counsel.test';
const headers = { origin: APP_URL };
const PER_IP = 4;

/** Spellings of one path that a URL parser, a router or a proxy might treat as the same endpoint. */
function variantsOf(path: string): string[] {
  const [, api, area, ...rest] = path.split('/');
  const tail = rest.join('/');
  const head = `/${api}/${area}`;
  const last = tail.at(-1) ?? '';
  return [
    `${head}/./${tail}`,
    `${head}//${tail}`,
    `${head}/%2e/${tail}`,
    `${head}/%2E/${tail}`,
    `${head}/x/../${tail}`,
    `${head}/%2e%2e/${area}/${tail}`,
    `${head}/${tail.toUpperCase()}`,
    `${head.toUpperCase()}/${tail}`,
    `${head}/${tail}/`,
    `${head}/${tail}/.`,
    `${head}/${tail};`,
    `${head}/${tail};x=1`,
    `${head}/${tail}?`,
    `${head}/${tail}?x=1`,
    `${head}/${tail}#x`,
    `${head}/${tail}%3Fx`,
    `${head}/${tail}%20`,
    `${head}/${tail.replaceAll('/', '%2F')}`,
    `${head}/${tail.slice(0, -1)}%${last.charCodeAt(0).toString(16)}`,
    `${head}/${tail}`.replace(/^\/api/, '/api/.'),
  ];
}

const body = (email: string) => ({
  email,
  password: 'wrong-guess-of-a-password',
  name: 'Test Person',
  fullName: 'Test Person',
  acceptTerms: true,
  token: 'not-a-token',
  newPassword: 'another-long-passphrase',
  currentPassword: 'wrong-guess-of-a-password',
  provider: 'google',
  idToken: { token: 'not-a-token' },
});

describe('credential limits, whatever the path spelling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_URL, IDENTITY_ATTEMPTS_PER_IP: String(PER_IP) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  it('counts every variant of every limited path, or does not serve it', async () => {
    // Spend this client's whole budget on the canonical path...
    for (let attempt = 0; attempt < PER_IP; attempt += 1) {
      const spent = await rawRequest(t.app, {
        method: 'POST',
        path: '/api/identity/sign-in/email',
        headers,
        body: body(`spend-${attempt}@example.com`),
      });
      expect(spent.status).toBe(401);
    }
    // ...then no spelling of a credential endpoint may still reach it.
    const leaks: string[] = [];
    const paths = [...LIMITED_IDENTITY_PATHS, ...LIMITED_AUTH_PATHS];
    for (const path of paths) {
      for (const variant of [path, ...variantsOf(path)]) {
        const response = await rawRequest(t.app, {
          method: 'POST',
          path: variant,
          headers,
          body: body('variant@example.com'),
        });
        const limited = response.status === 429 && response.body.includes('RATE_LIMITED');
        if (!limited && response.status !== 404)
          leaks.push(`${variant} → ${response.status} ${response.body}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});

describe('the per-address limit across path spellings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_URL, IDENTITY_ATTEMPTS_PER_IP: '1000' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  it(`stops wrong passwords for one address after ${ATTEMPTS_PER_EMAIL}, however the path is spelled`, async () => {
    // Spellings that once reached the sign-in endpoint uncounted, between ones that are served and counted.
    const spellings = [
      '/api/identity/./sign-in/email',
      '/api/identity/sign-in/email',
      '/api/identity/%2e/sign-in/email',
      '/api/identity/sign-in/email?x=1',
      '/api/identity/%2E/sign-in/email',
      '/api/identity/sign-in/email?',
      '/api/identity/x/../sign-in/email',
      '/api/identity/sign-in/email',
      '/api/identity/sign-in/email#again',
    ];
    const guess = (path: string, attempt: number) =>
      rawRequest(t.app, {
        method: 'POST',
        path,
        headers,
        body: { email: 'locked@example.com', password: `wrong-guess-number-${attempt}` },
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < ATTEMPTS_PER_EMAIL * 3; attempt += 1) {
      statuses.push((await guess(spellings[attempt % spellings.length] ?? '', attempt)).status);
    }
    // Never more passwords checked than the limit allows, and the address ends locked on every spelling.
    expect(statuses.filter((status) => status === 401).length).toBe(ATTEMPTS_PER_EMAIL);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    for (const spelling of spellings) {
      const response = await guess(spelling, 99);
      expect([404, 429], spelling).toContain(response.status);
      if (response.status === 429) {
        expect(JSON.parse(response.body)).toMatchObject({ error: { code: 'RATE_LIMITED' } });
      }
    }
    const canonical = await guess('/api/identity/sign-in/email', 100);
    expect(canonical.status).toBe(429);
  });
});
