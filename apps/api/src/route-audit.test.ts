import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@counsel/contracts';
import { ROUTE_ACCESS } from './plugins/route-access.js';
import { FIXTURE_COURSES, seedCatalogFixtures } from './testing/catalog-fixtures.js';
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
  await seedCatalogFixtures(t.database.db);
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

function routeKeys(): string[] {
  return t.app.registeredRoutes.flatMap((route) => route.methods.map((method) => `${method} ${route.url}`));
}

/** A published course of the catalog fixtures (by slug) that only a member, or its buyer, may take. */
function memberCourseId(): string {
  const course = FIXTURE_COURSES[0];
  if (!course) throw new Error('no fixture course');
  return course.slug;
}

/**
 * Routes whose access rule says `signed-in` but whose service admits only a member or a buyer: enrolling needs a
 * membership (or the course bought), and the player, questionnaires and credit claim need an enrollment. A guest
 * gets 403 with one of these codes. (Routes with `access: 'user' | 'enterprise'` are checked too, whatever they are.)
 */
const MEMBER_ONLY_IN_SERVICE: Record<string, { codes: string[]; payload?: object }> = {
  'POST /api/courses/:courseId/enroll': { codes: ['MEMBERSHIP_REQUIRED'] },
  'POST /api/courses/:courseId': { codes: ['NOT_ENROLLED'] },
  'GET /api/mux/:courseId': { codes: ['NOT_ENROLLED'] },
  'GET /api/mux/progress/:courseId': { codes: ['NOT_ENROLLED'] },
  'POST /api/mux/progress/:courseId': {
    codes: ['NOT_ENROLLED'],
    payload: {
      sessionId: '6f1c1c5e-1111-4a4a-9b9b-123456789abc',
      event: 'start',
      position: 0,
      playbackRate: 1,
    },
  },
  'POST /api/mux/attendance-code/:courseId': { codes: ['NOT_ENROLLED'], payload: { code: '1234' } },
  'GET /api/questionnaire/course/:courseId': { codes: ['NOT_ENROLLED'] },
  'GET /api/completed-course/:courseId': { codes: ['NOT_ENROLLED'] },
  'POST /api/completed-course/:courseId': { codes: ['NOT_ENROLLED'], payload: { jurisdictionCodes: ['NY'] } },
};

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
    const registered = new Set(routeKeys());
    expect(Object.keys(MEMBER_ONLY_IN_SERVICE).filter((key) => !registered.has(key))).toEqual([]);
    const byAccessRule = protectedCalls()
      .filter((call) => call.access === 'user' || call.access === 'enterprise')
      .map((call) => ({ method: call.method, url: call.url, payload: {}, codes: ['FORBIDDEN'] }));
    const byService = Object.entries(MEMBER_ONLY_IN_SERVICE).map(([key, rule]) => {
      const [method = '', pattern = ''] = key.split(' ');
      return {
        method: method as 'GET' | 'POST',
        url: pattern.replace(':courseId', memberCourseId()),
        payload: rule.payload ?? {},
        codes: rule.codes,
      };
    });
    const calls = [...byAccessRule, ...byService];
    expect(calls.length).toBeGreaterThanOrEqual(Object.keys(MEMBER_ONLY_IN_SERVICE).length);
    for (const call of calls) {
      const response = await t.app.inject({
        method: call.method,
        url: call.url,
        headers: { authorization: `Bearer ${guestToken}` },
        payload: call.payload,
      });
      const where = `${call.method} ${call.url}: ${response.body}`;
      expect(response.statusCode, where).toBe(403);
      expect(call.codes, where).toContain(ErrorBodySchema.parse(response.json()).error.code);
    }
  });
});
