import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthProvidersSchema, ErrorBodySchema, GoogleSignInResponseSchema } from '@counsel/contracts';
import { accounts, users } from '../../db/schema/identity.js';
import { firmMembers } from '../../db/schema/enterprise.js';
import { BillingRepository } from '../billing/billing.repository.js';
import { EnterpriseRepository } from '../enterprise/enterprise.repository.js';
import { newInvitationToken } from '../enterprise/invitation-token.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  cookieHeader,
  createGoogleTestIssuer,
  createVerifiedUser,
  signInWithGoogle,
  type GoogleTestTokenOptions,
} from '../../testing/identity-helpers.js';
import { ATTEMPTS_PER_IP } from './identity-attempt-limits.js';

/** Google sign-in end to end, with a local key set standing in for Google's (createGoogleTestIssuer). */
const APP_URL = 'http://counsel.test';
let t: TestApp;
let google: Awaited<ReturnType<typeof createGoogleTestIssuer>>;

// Each call from its own address, so the per-IP credential limit only bites in the test about it.
let nextAddress = 1;
const freshAddress = () => `10.9.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
const post = (idToken: string, options: { invitationToken?: string } = {}) =>
  signInWithGoogle(t.app, idToken, { ...options, remoteAddress: freshAddress() });

beforeAll(async () => {
  google = await createGoogleTestIssuer();
  t = await createTestApp(
    {
      APP_URL,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: 'test-google-client-secret',
      IDENTITY_ATTEMPTS_PER_IP: String(ATTEMPTS_PER_IP),
    },
    { googleIdTokenVerifier: google.verifier },
  );
});
afterAll(async () => t.close());

async function usersWithEmail(email: string) {
  return t.database.db.select().from(users).where(eq(users.email, email));
}

async function googleAccountsOf(userId: string) {
  return t.database.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'google')));
}

async function sessionUser(cookie: string) {
  const session = await t.app.inject({
    method: 'GET',
    url: '/api/identity/get-session',
    headers: { cookie },
  });
  expect(session.statusCode, session.body).toBe(200);
  return session.json<{ user: { id: string; email: string; emailVerified: boolean } } | null>()?.user;
}

describe('GET /api/auth/providers', () => {
  it('gives the public Google client id when Google sign-in is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.statusCode).toBe(200);
    expect(AuthProvidersSchema.parse(response.json())).toEqual({ google: { clientId: google.clientId } });
    expect(response.body).not.toContain('test-google-client-secret');
  });
});

describe('POST /api/auth/register-google', () => {
  it('creates a verified account for a new address and signs it in with a better-auth session cookie', async () => {
    const email = 'nora.new@example.com';
    const response = await post(
      await google.idToken(email, { subject: 'google-sub-nora', claims: { name: 'Nora Newcomer' } }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = GoogleSignInResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      isNewUser: true,
      user: { email, name: 'Nora Newcomer', emailVerified: true },
    });

    const cookie = cookieHeader(response.headers['set-cookie']);
    expect(cookie).toContain('session_token');
    expect(await sessionUser(cookie)).toMatchObject({ id: body.user.id, email, emailVerified: true });
    const token = await t.app.inject({ method: 'GET', url: '/api/identity/token', headers: { cookie } });
    expect(token.statusCode, token.body).toBe(200);
    expect(decodeJwt(token.json<{ token: string }>().token)).toMatchObject({
      sub: body.user.id,
      email,
      role: 'guest',
    });

    const [account] = await googleAccountsOf(body.user.id);
    expect(account?.accountId).toBe('google-sub-nora');
    expect(account?.password).toBeNull();
  });

  it('signs the same Google account in again without creating anything', async () => {
    const email = 'nora.new@example.com';
    const again = await post(
      await google.idToken(email, { subject: 'google-sub-nora', claims: { name: 'Nora Newcomer' } }),
    );
    expect(again.statusCode, again.body).toBe(200);
    const body = GoogleSignInResponseSchema.parse(again.json());
    expect(body.isNewUser).toBe(false);
    expect(await usersWithEmail(email)).toHaveLength(1);
    expect(await googleAccountsOf(body.user.id)).toHaveLength(1);
  });

  it("names a new account after the e-mail's local part when Google sends no name", async () => {
    const response = await post(
      await google.idToken('quiet.person@example.com', { claims: { name: undefined } }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(GoogleSignInResponseSchema.parse(response.json()).user.name).toBe('quiet.person');
  });

  it('links Google to the existing account of that e-mail instead of creating another', async () => {
    const email = 'grace.existing@example.com';
    const password = 'compiler-harbour-1906';
    await createVerifiedUser(t.app, t.database.db, APP_URL, { fullName: 'Grace Existing', email, password });
    const [before] = await usersWithEmail(email);

    const response = await post(await google.idToken(email, { subject: 'google-sub-grace' }));
    expect(response.statusCode, response.body).toBe(200);
    const body = GoogleSignInResponseSchema.parse(response.json());
    expect(body).toMatchObject({ isNewUser: false, user: { id: before?.id, name: 'Grace Existing' } });
    expect(await usersWithEmail(email)).toHaveLength(1);
    expect((await googleAccountsOf(body.user.id)).map((row) => row.accountId)).toEqual(['google-sub-grace']);
    expect(await sessionUser(cookieHeader(response.headers['set-cookie']))).toMatchObject({ id: before?.id });

    // The password still works: linking adds a way in, it takes none away.
    const passwordSignIn = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/email',
      headers: { 'content-type': 'application/json', origin: APP_URL },
      payload: { email, password },
      remoteAddress: freshAddress(),
    });
    expect(passwordSignIn.statusCode, passwordSignIn.body).toBe(200);
  });

  it('verifies a never-verified address, links it and drops the password someone set before the owner came', async () => {
    const email = 'pre.registered@example.com';
    const password = 'someone-elses-passphrase-77';
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullName: 'Pre Registered', email, password, acceptTerms: true },
      remoteAddress: freshAddress(),
    });
    expect(registered.statusCode, registered.body).toBe(201);

    const response = await post(await google.idToken(email));
    expect(response.statusCode, response.body).toBe(200);
    const body = GoogleSignInResponseSchema.parse(response.json());
    expect(body).toMatchObject({ isNewUser: false, user: { email, emailVerified: true } });
    expect(await usersWithEmail(email)).toHaveLength(1);
    expect(await googleAccountsOf(body.user.id)).toHaveLength(1);

    const passwordSignIn = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/email',
      headers: { 'content-type': 'application/json', origin: APP_URL },
      payload: { email, password },
      remoteAddress: freshAddress(),
    });
    expect(passwordSignIn.statusCode).toBe(401);
  });

  it('accepts an invitation token in the query, as POST /api/auth/register does', async () => {
    const response = await post(await google.idToken('invited@example.com'), {
      invitationToken: 'firm-invitation-123',
    });
    expect(response.statusCode, response.body).toBe(200);
    const tooLong = await post(await google.idToken('invited@example.com'), {
      invitationToken: 'x'.repeat(201),
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('joins the firm whose invitation (sent to the Google address) rides in the query', async () => {
    const owner = await createVerifiedUser(t.app, t.database.db, APP_URL, {
      fullName: 'Gloria Firmowner',
      email: 'gloria.firmowner@example.com',
      password: 'velvet-harbor-compass-19',
    });
    const firm = await new BillingRepository(t.database.db).upsertOwnedFirm(
      decodeJwt(owner.token).sub ?? '',
      'Google & Partners',
      3,
    );
    const { token, hash } = newInvitationToken();
    await new EnterpriseRepository(t.database.db).insertMembers([
      {
        firmId: firm.id,
        email: 'googler.invited@example.com',
        fullName: 'Googler Invited',
        status: 'PENDING',
        tokenHash: hash,
        tokenExpiresAt: new Date(Date.now() + 60_000),
      },
    ]);
    const response = await post(await google.idToken('googler.invited@example.com'), {
      invitationToken: token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      user: { email: 'googler.invited@example.com', emailVerified: true },
    });
    const [member] = await t.database.db
      .select()
      .from(firmMembers)
      .where(eq(firmMembers.email, 'googler.invited@example.com'));
    expect(member).toMatchObject({
      status: 'ACTIVE',
      userId: response.json<{ user: { id: string } }>().user.id,
    });
  });

  const now = () => Math.floor(Date.now() / 1000);
  it.each<[string, GoogleTestTokenOptions]>([
    ['a token for another audience', { audience: 'someone-else.apps.googleusercontent.com' }],
    ['a token from another issuer', { issuer: 'https://evil.example' }],
    ['an expired token', { issuedAt: now() - 7200, expiresIn: now() - 3600 }],
    ['a token issued more than an hour ago', { issuedAt: now() - 3 * 3600, expiresIn: now() + 3600 }],
    ['an unverified e-mail', { claims: { email_verified: false } }],
    ['email_verified as a string', { claims: { email_verified: 'true' } }],
    ['a token without e-mail', { claims: { email: undefined } }],
    ['a token without subject', { subject: null }],
    ['a token signed by a key Google does not have', { foreignKey: true }],
    ['a token with an unknown key id', { kid: 'other-key' }],
  ])('refuses %s with 401 GOOGLE_TOKEN_INVALID and creates nothing', async (label, options) => {
    const email = `refused-${label.replace(/\W+/g, '-')}@example.com`;
    const response = await post(await google.idToken(email, options));
    expect(response.statusCode, response.body).toBe(401);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('GOOGLE_TOKEN_INVALID');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await usersWithEmail(email)).toHaveLength(0);
  });

  it('says when the Google sign-in has expired', async () => {
    const response = await post(
      await google.idToken('late@example.com', { issuedAt: now() - 7200, expiresIn: now() - 3600 }),
    );
    expect(ErrorBodySchema.parse(response.json()).error.message).toMatch(/expired/);
  });

  it.each<[string, () => Promise<string>]>([
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = (await google.idToken('victim@example.com')).split('.');
        const forged = Buffer.from(
          JSON.stringify({
            sub: 'attacker',
            email: 'victim@example.com',
            email_verified: true,
            iss: 'https://accounts.google.com',
            aud: google.clientId,
            iat: now(),
            exp: now() + 3600,
          }),
        ).toString('base64url');
        return `${header ?? ''}.${forged}.${signature ?? ''}`;
      },
    ],
    [
      'an unsigned token (alg none)',
      async () => {
        const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
        const body = Buffer.from(
          JSON.stringify({
            sub: 'x',
            email: 'victim@example.com',
            email_verified: true,
            iss: 'https://accounts.google.com',
            aud: google.clientId,
            iat: now(),
            exp: now() + 3600,
          }),
        ).toString('base64url');
        return `${header}.${body}.`;
      },
    ],
    ['garbage', async () => 'not-a-jwt'],
    ['three empty parts', async () => '..'],
    ['non-JSON parts', async () => 'e30.bm90IGpzb24.c2ln'],
  ])('refuses %s with 401 and creates nothing', async (_label, make) => {
    const response = await post(await make());
    expect(response.statusCode, response.body).toBe(401);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('GOOGLE_TOKEN_INVALID');
    expect(await usersWithEmail('victim@example.com')).toHaveLength(0);
  });

  it.each<[string, unknown]>([
    ['no body', undefined],
    ['an empty object', {}],
    ['an empty token', { token: '' }],
    ['a number', { token: 42 }],
    ['a token too long', { token: 'a'.repeat(8193) }],
  ])('answers 400 VALIDATION_FAILED to %s', async (_label, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register-google',
      remoteAddress: freshAddress(),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('VALIDATION_FAILED');
  });

  it('never answers 5xx to malformed input', async () => {
    const bodies = [
      'null',
      '[]',
      '"token"',
      '{"token":null}',
      '{"token":["a"]}',
      '{"token":{"a":1}}',
      '{"token":"a.b.c"}',
      '{"token":"eyJhbGciOiJSUzI1NiIsImtpZCI6MX0.e30.AA"}',
      '{"token":"eyJhbGciOiJSUzI1NiIsImtpZCI6WzFdfQ.eyJleHAiOiJzb29uIn0.AA"}',
      '{"token":"\\u0000\\u0000"}',
      '{broken',
    ];
    for (const body of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register-google',
        headers: { 'content-type': 'application/json' },
        payload: body,
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode, `${body}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${body}: ${response.body}`).toBeLessThan(500);
    }
  });

  it("refuses forged ID tokens on better-auth's own sign-in path too (it uses the same port)", async () => {
    const forged = await google.idToken('direct@example.com', { foreignKey: true });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/social',
      headers: { 'content-type': 'application/json', origin: APP_URL },
      payload: { provider: 'google', idToken: { token: forged } },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(401);
    expect(await usersWithEmail('direct@example.com')).toHaveLength(0);
  });

  it("starts better-auth's redirect flow to Google as well", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/social',
      headers: { 'content-type': 'application/json', origin: APP_URL },
      payload: { provider: 'google', disableRedirect: true, callbackURL: '/dashboard' },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL(response.json<{ url: string }>().url);
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.get('client_id')).toBe(google.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${APP_URL}/api/identity/callback/google`);
  });

  it(`limits attempts to ${ATTEMPTS_PER_IP} per client address, then 429 RATE_LIMITED`, async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= ATTEMPTS_PER_IP; attempt += 1) {
      const response = await signInWithGoogle(t.app, 'not-a-jwt', { remoteAddress: '10.200.0.1' });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, ATTEMPTS_PER_IP).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('allows the Google Identity Services script, frame, requests and styles in the CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/auth/sign-in' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client");
    expect(csp).toContain("frame-src 'self' https://accounts.google.com/gsi/");
    expect(csp).toContain("connect-src 'self' https://accounts.google.com/gsi/");
    expect(csp).toContain('https://accounts.google.com/gsi/style');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

describe('Google sign-in switched off (no GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET)', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ APP_URL });
  });
  afterAll(async () => off.close());

  it('says so on GET /api/auth/providers', async () => {
    const response = await off.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ google: null });
  });

  it('answers 404 GOOGLE_SIGN_IN_DISABLED and creates nothing', async () => {
    const response = await signInWithGoogle(off.app, await google.idToken('off@example.com'));
    expect(response.statusCode, response.body).toBe(404);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('GOOGLE_SIGN_IN_DISABLED');
    expect(await off.database.db.select().from(users).where(eq(users.email, 'off@example.com'))).toHaveLength(
      0,
    );
  });

  it('keeps Google out of the CSP', async () => {
    const response = await off.app.inject({ method: 'GET', url: '/auth/sign-in' });
    expect(String(response.headers['content-security-policy'])).not.toContain('accounts.google.com');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
