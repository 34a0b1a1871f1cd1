import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMembershipPlans } from './seed/seed-memberships.js';
import { grantMembership } from './testing/authorization-actors.js';
import { seedCatalogFixtures } from './testing/catalog-fixtures.js';
import { createVerifiedUser } from './testing/identity-helpers.js';
import { createTestApp, type TestApp } from './testing/test-app.js';

/**
 * Hostile strings to every registered route (issue 9): each method, its path parameters filled with the hostile
 * value, a query and a body (JSON, and url-encoded for the sandbox's forms) whose fields — the route's own, read
 * from the OpenAPI document, and some generic ones — carry it too, as a visitor and as a signed-in member. No
 * request may answer 5xx, and a NUL anywhere in the URL is refused with 400 VALIDATION_FAILED on every route.
 */
const APP_URL = 'http://counsel.test';
let t: TestApp;
let member: { authorization: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ APP_URL });
  await seedCatalogFixtures(t.database.db);
  await seedMembershipPlans(t.database.db);
  const { cookie, token } = await createVerifiedUser(t.app, t.database.db, APP_URL, {
    fullName: 'Fuzz Member',
    email: 'fuzz.member@example.com',
    password: 'granite-willow-ferry-31',
  });
  await grantMembership(t.database.db, decodeJwt(token).sub ?? '', 'ENTERPRISE');
  const reissued = await t.app.inject({ method: 'GET', url: '/api/identity/token', headers: { cookie } });
  member = { authorization: `Bearer ${reissued.json<{ token: string }>().token}`, cookie };
}, 60_000);
afterAll(async () => t.close());

interface Hostile {
  label: string;
  /** As written into a URL (path segment or query value): already percent-encoded where it must be. */
  url: string;
  /** As a JSON string value. */
  text: string;
  /** True when the URL form decodes to a NUL: the request must be refused with 400 VALIDATION_FAILED. */
  nulInUrl?: boolean;
}

const HOSTILE: Hostile[] = [
  { label: 'NUL', url: 'a%00b', text: 'a\u0000b', nulInUrl: true },
  { label: 'only NUL', url: '%00', text: '\u0000', nulInUrl: true },
  { label: 'lone high surrogate', url: '%ED%A0%80', text: 'a\uD800b' },
  { label: 'lone low surrogate', url: '%ED%B0%80x', text: '\uDC00x' },
  { label: 'reversed pair', url: '%ED%B8%80%ED%A0%BD', text: '\uDE00\uD83D' },
  { label: 'invalid UTF-8', url: '%FF%FE', text: '\uFFFE\uFFFF' },
  { label: 'truncated escape', url: '%E0%A4%A', text: '%E0%A4%A' },
  { label: 'empty', url: '', text: '' },
  { label: 'SQL', url: '%27%20OR%201%3D1--', text: "' OR 1=1--" },
  { label: 'traversal', url: '..%2F..%2Fetc%2Fpasswd', text: '../../etc/passwd' },
  { label: 'huge number', url: '1e308', text: '9999999999999999999999' },
  { label: 'prototype', url: '__proto__', text: '__proto__' },
  { label: 'long', url: 'x'.repeat(3000), text: 'x'.repeat(20_000) },
];

/** Fields every body and query gets besides the route's own (better-auth's routes have no schema to read). */
const GENERIC_FIELDS = ['name', 'email', 'password', 'token', 'callbackURL', 'id', 'q', 'sessionId'];
/** better-auth sub-paths tried under /api/identity/* besides the hostile value itself. */
const IDENTITY_PATHS = [
  'sign-in/email',
  'sign-up/email',
  'update-user',
  'change-password',
  'change-email',
  'request-password-reset',
  'reset-password',
  'verify-email',
  'send-verification-email',
  'get-session',
  'token',
  'jwks',
];

interface Fields {
  query: string[];
  body: string[];
}

/** The query and body field names of each operation in the OpenAPI document, by `METHOD /fastify/:url`. */
function fieldsByRoute(): Map<string, Fields> {
  const document = t.app.swagger() as {
    paths?: Record<string, Record<string, OpenApiOperation>>;
  };
  const fields = new Map<string, Fields>();
  for (const [openApiPath, operations] of Object.entries(document.paths ?? {})) {
    const url = openApiPath.replace(/\{([^}]+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(operations)) {
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      fields.set(`${method.toUpperCase()} ${url}`, { query, body: Object.keys(schema?.properties ?? {}) });
    }
  }
  return fields;
}
interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** The JSON bodies of one hostile value: flat, nested in arrays and objects, and as a key. */
function bodies(fields: string[], text: string): unknown[] {
  const flat = Object.fromEntries(fields.map((field) => [field, text]));
  const nested = Object.fromEntries(fields.map((field) => [field, [{ value: text, title: text }, text]]));
  return [flat, { ...nested, [text]: text }];
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';
interface Request {
  method: Method;
  url: string;
  payload?: string;
  contentType?: string;
  nulInUrl: boolean;
}

/** Every request for one route and method. */
function requestsFor(method: Method, registeredUrl: string, fields: Fields): Request[] {
  const requests: Request[] = [];
  // The CORS preflight is registered as `*`: any path.
  const routeUrl = registeredUrl.startsWith('/') ? registeredUrl : `/${registeredUrl}`;
  const queryFields = [...new Set([...fields.query, ...GENERIC_FIELDS])];
  const bodyFields = [...new Set([...fields.body, ...GENERIC_FIELDS])];
  const paths = routeUrl.endsWith('/*') ? ['', ...IDENTITY_PATHS] : [''];
  for (const hostile of HOSTILE) {
    const filled = routeUrl.replace(/:[A-Za-z]+/g, hostile.url);
    for (const subPath of paths) {
      const path = filled.replace(/\*$/, subPath || hostile.url);
      const query = queryFields.map((field) => `${field}=${hostile.url}`).join('&');
      const url = `${path}?${query}`;
      const nulInUrl = Boolean(hostile.nulInUrl);
      if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') {
        requests.push({ method, url, nulInUrl });
        continue;
      }
      for (const body of bodies(bodyFields, hostile.text)) {
        requests.push({
          method,
          url,
          payload: JSON.stringify(body),
          contentType: 'application/json',
          nulInUrl,
        });
      }
      // The NUL-free URL with the hostile value only in the body, and the sandbox pages' url-encoded forms.
      requests.push({
        method,
        url: path.includes('%00') ? routeUrl.replace(/:[A-Za-z]+|\*$/g, 'plain') : path,
        payload: JSON.stringify(Object.fromEntries(bodyFields.map((field) => [field, hostile.text]))),
        contentType: 'application/json',
        nulInUrl: false,
      });
      requests.push({
        method,
        url,
        payload: bodyFields.map((field) => `${field}=${hostile.url}`).join('&'),
        contentType: 'application/x-www-form-urlencoded',
        nulInUrl,
      });
    }
  }
  return requests;
}

function errorCode(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}

describe('every route under hostile strings', () => {
  it('never answers 5xx, and refuses a NUL in the URL with 400 VALIDATION_FAILED', async () => {
    const fields = fieldsByRoute();
    const routes = t.app.registeredRoutes.flatMap((route) =>
      route.methods.map((method) => ({ method: method as Method, url: route.url })),
    );
    expect(routes.length).toBeGreaterThan(50);
    const actors: [string, Record<string, string>][] = [
      ['visitor', {}],
      ['member', member],
    ];
    const failures: string[] = [];
    let sent = 0;
    let fiveHundreds = 0;
    for (const route of routes) {
      const own = fields.get(`${route.method} ${route.url}`) ?? { query: [], body: [] };
      for (const request of requestsFor(route.method, route.url, own)) {
        for (const [actor, headers] of actors) {
          const response = await t.app.inject({
            method: request.method,
            url: request.url,
            headers: {
              ...headers,
              origin: APP_URL,
              ...(request.contentType ? { 'content-type': request.contentType } : {}),
            },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          sent += 1;
          const where = `${actor} ${request.method} ${request.url.slice(0, 160)} → ${response.statusCode}`;
          if (response.statusCode >= 500) {
            fiveHundreds += 1;
            failures.push(`${where}: ${response.body.slice(0, 200)}`);
          } else if (request.nulInUrl) {
            const refused =
              response.statusCode === 400 &&
              (request.method === 'HEAD' || errorCode(response.body) === 'VALIDATION_FAILED');
            if (!refused) failures.push(where);
          }
        }
      }
    }
    console.info(
      `route fuzz: ${sent} requests over ${routes.length} route methods, ${fiveHundreds} answered 5xx`,
    );
    expect(failures.slice(0, 30)).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, 240_000);
});
