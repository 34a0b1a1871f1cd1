import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, UNSAFE_TEXT_MESSAGE, UserJurisdictionListSchema } from '@counsel/contracts';
import { seedCatalogFixtures } from '../testing/catalog-fixtures.js';
import { createVerifiedUser } from '../testing/identity-helpers.js';
import { deliverSignedWebhook } from '../testing/signed-webhook.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * The audit's NUL findings (issue 9): each of these reached PostgreSQL and answered 500 (or a false 409). The one
 * rule of plugins/safe-text.ts answers 400 VALIDATION_FAILED for each, and nothing changes.
 */
const APP_URL = 'http://counsel.test';
const SECRET = 'whsec_safe_text_test';
const NUL = 'a\u0000b';
const LONE = 'a\uD800b';
let t: TestApp;
let auth: { authorization: string };
let cookie = '';
let admissionId = '';

beforeAll(async () => {
  t = await createTestApp({ APP_URL }, { sandboxWebhookSecret: SECRET });
  await seedCatalogFixtures(t.database.db);
  const signedIn = await createVerifiedUser(t.app, t.database.db, APP_URL, {
    fullName: 'Nora Nullbyte',
    email: 'nora.nullbyte@example.com',
    password: 'granite-willow-ferry-31',
  });
  cookie = signedIn.cookie;
  auth = { authorization: `Bearer ${signedIn.token}` };
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/jurisdiction',
    headers: auth,
    payload: { jurisdictionCode: 'NY', barNumber: 'NY-1234', complianceGroup: 'A-M' },
  });
  expect(added.statusCode, added.body).toBe(201);
  admissionId = added.json<{ id: string }>().id;
}, 60_000);
afterAll(async () => t.close());

function expectRefused(response: { statusCode: number; body: string }, where: string) {
  expect(response.statusCode, `${where}: ${response.body}`).toBe(400);
  const body = ErrorBodySchema.parse(JSON.parse(response.body));
  expect(body.error.code, where).toBe('VALIDATION_FAILED');
}

async function myName(): Promise<string> {
  const session = await t.app.inject({
    method: 'GET',
    url: '/api/identity/get-session',
    headers: { cookie },
  });
  return session.json<{ user: { name: string } }>().user.name;
}

async function myAdmissions() {
  const list = await t.app.inject({ method: 'GET', url: '/api/jurisdiction', headers: auth });
  return UserJurisdictionListSchema.parse(list.json());
}

describe('NUL and lone surrogates are refused once, for every route', () => {
  it('in a path parameter: POST /api/courses/a%00b/checkout', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/courses/a%00b/checkout',
      headers: auth,
    });
    expectRefused(response, 'checkout');
  });

  it('in the query: GET /api/payment/session?sessionId=a%00b, and on public routes', async () => {
    for (const url of ['/api/payment/session?sessionId=a%00b', '/api/payment/session?sessionId=%00']) {
      expectRefused(await t.app.inject({ method: 'GET', url, headers: auth }), url);
    }
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/courses?q=x%00' }), 'catalog search');
    expectRefused(await t.app.inject({ method: 'GET', url: '/api/nowhere%00' }), 'an unknown path');
  });

  it('in a JSON body: POST /api/mux/thumbnails, nested, and lone surrogates', async () => {
    const chapters = [{ startTime: 0, title: 'Opening' }];
    for (const payload of [
      { chapters, playbackId: NUL },
      { chapters, playbackId: LONE },
      { chapters: [{ startTime: 0, title: 'x\uDC00' }], playbackId: 'demo' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/mux/thumbnails',
        headers: auth,
        payload,
      });
      expectRefused(response, JSON.stringify(payload));
    }
  });

  it('POST /api/user/change-name and better-auth POST /api/identity/update-user leave the name alone', async () => {
    for (const fullName of [NUL, LONE]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/change-name',
        headers: auth,
        payload: { fullName },
      });
      expectRefused(response, 'change-name');
    }
    const viaIdentity = await t.app.inject({
      method: 'POST',
      url: '/api/identity/update-user',
      headers: { cookie, origin: APP_URL, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: NUL }),
    });
    expectRefused(viaIdentity, 'update-user');
    expect(await myName()).toBe('Nora Nullbyte');
  });

  it('POST and PUT /api/jurisdiction (bar number, compliance group) change nothing', async () => {
    const before = await myAdmissions();
    const posted = [
      { jurisdictionCode: 'CA', barNumber: NUL },
      { jurisdictionCode: 'CA', barNumber: 'CA-1', complianceGroup: NUL },
    ];
    for (const payload of posted) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/jurisdiction',
        headers: auth,
        payload,
      });
      expectRefused(response, `POST ${JSON.stringify(payload)}`);
    }
    for (const payload of [{ barNumber: NUL }, { barNumber: 'NY-9', complianceGroup: LONE }]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/jurisdiction/${admissionId}`,
        headers: auth,
        payload,
      });
      expectRefused(response, `PUT ${JSON.stringify(payload)}`);
    }
    expect(await myAdmissions()).toEqual(before);
  });

  it('POST /api/auth/register with a NUL in the name is a validation error, not EMAIL_TAKEN, and creates nobody', async () => {
    const payload = {
      fullName: NUL,
      email: 'nul.name@example.com',
      password: 'copper-meadow-kite-77',
      acceptTerms: true,
    };
    expectRefused(await t.app.inject({ method: 'POST', url: '/api/auth/register', payload }), 'register');
    const clean = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...payload, fullName: 'Nul Name' },
    });
    expect(clean.statusCode, clean.body).toBe(201);
  });

  it('in an object key, and in a sign-in attempt', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/email',
      headers: { origin: APP_URL },
      payload: { email: 'nora.nullbyte@example.com', password: 'granite-willow-ferry-31', ['x\u0000']: 1 },
    });
    expectRefused(response, 'sign-in key');
  });

  it('in a signed webhook body (raw bytes: jsonb refuses \\u0000 too), with the details of the refusal', async () => {
    // JSON.stringify writes the NUL as the escape \u0000: the bytes hold no NUL, the parsed value does.
    const payload = JSON.stringify({
      id: 'evt_nul',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'cs_nul', metadata: { note: NUL } } },
    });
    const response = await deliverSignedWebhook(t.app, payload, SECRET);
    expectRefused(response, 'webhook');
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'The request body is not valid.',
        details: [{ in: 'body', path: '/data/object/metadata/note', message: UNSAFE_TEXT_MESSAGE }],
      },
    });
  });
});
