import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from './plugins/route-access.js';
import { createVerifiedUser } from './testing/identity-helpers.js';
import { createTestApp, type TestApp } from './testing/test-app.js';

/**
 * Every product route must say who may call it (config.access) and declare its response schemas.
 * Only routes that plugins register for their own pages are exempt, and they are listed here by name.
 */
const PLUGIN_ROUTES = [/^\/api\/docs(\/|$)/];

/**
 * Routes that declare their access but whose responses belong to a library: the identity provider's own
 * endpoints (better-auth documents and validates them; our tests drive them in identity.routes.test.ts).
 */
const LIBRARY_RESPONSES = new Set(['/api/identity/*']);

const APP_URL = 'http://counsel.test';
let t: TestApp;
let guestToken = '';
beforeAll(async () => {
  t = await createTestApp({ APP_URL });
  ({ token: guestToken } = await createVerifiedUser(t.app, t.database.db, APP_URL, {
    fullName: 'Guest Lawyer',
    email: 'guest@example.com',
    password: 'granite-willow-ferry-31',
  }));
});

/** Every registered route that is not public, with its parameters filled in. */
function protectedCalls() {
  return t.app.registeredRoutes
    .filter((route) => route.access !== undefined && route.access !== 'public')
    .flatMap((route) =>
      route.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({
          method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
          url: route.url.replace(/:[A-Za-z]+/g, '6f1c1c5e-1111-4a4a-9b9b-123456789abc'),
          access: route.access,
        })),
    );
}
afterAll(async () => t.close());

describe('route audit', () => {
  it('finds the product routes', () => {
    const urls = t.app.registeredRoutes.map((route) => route.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/courses',
        '/api/courses/:courseId',
        '/dev/mailbox',
        '/api/identity/*',
        '/api/user/subscription',
      ]),
    );
  });

  it('every API, /dev and /sandbox route declares its access and response schemas', () => {
    const offenders = t.app.registeredRoutes
      .filter((route) => ['/api', '/dev/', '/sandbox/'].some((prefix) => route.url.startsWith(prefix)))
      .filter((route) => !PLUGIN_ROUTES.some((pattern) => pattern.test(route.url)))
      .filter(
        (route) =>
          (!route.hasResponseSchema && !LIBRARY_RESPONSES.has(route.url)) ||
          route.access === undefined ||
          !(ROUTE_ACCESS as readonly string[]).includes(route.access),
      )
      .map((route) => `${route.methods.join(',')} ${route.url}`);
    expect(offenders).toEqual([]);
  });

  it('every non-public route answers 401 to visitors and to forged tokens, and reveals nothing', async () => {
    const calls = protectedCalls();
    expect(calls.length).toBeGreaterThan(5);
    for (const call of calls) {
      for (const headers of [{}, { authorization: 'Bearer forged.token.value' }]) {
        const response = await t.app.inject({ method: call.method, url: call.url, headers, payload: {} });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(Object.keys(response.json<Record<string, unknown>>())).toEqual(['error']);
      }
    }
  });

  it('routes for members or firm administrators answer 403 to a guest', async () => {
    for (const call of protectedCalls().filter((c) => c.access === 'user' || c.access === 'enterprise')) {
      const response = await t.app.inject({
        method: call.method,
        url: call.url,
        headers: { authorization: `Bearer ${guestToken}` },
        payload: {},
      });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
  });
});
