import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserEnterpriseSchema, UserSubscriptionSchema } from '@counsel/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { cookieHeader, createVerifiedUser, latestMailTo } from '../../testing/identity-helpers.js';

/** The embedded identity provider end to end through the API: sign-up, verification e-mail, sign-in, ID token. */
let t: TestApp;
const APP_URL = 'http://counsel.test';
beforeAll(async () => {
  t = await createTestApp({ APP_URL });
});
afterAll(async () => t.close());

const json = { 'content-type': 'application/json', origin: APP_URL };

describe('identity', () => {
  const email = 'ana.ruiz@example.com';
  const password = 'a-long-and-unusual-passphrase';

  it('signs up, verifies the e-mail from its link, signs in and issues a 15-minute token with the guest role', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullName: 'Ana María Ruiz', email, password, acceptTerms: true },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);

    const beforeVerification = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/email',
      headers: json,
      payload: { email, password },
    });
    expect(beforeVerification.statusCode).toBe(403);
    expect(beforeVerification.json()).toEqual({
      error: { code: 'EMAIL_NOT_VERIFIED', message: expect.any(String) as unknown },
    });

    const mail = await latestMailTo(t.database.db, email);
    expect(mail?.template).toBe('verification');
    const link = /https?:\/\/\S+verify-email\S+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    const verify = await t.app.inject({
      method: 'GET',
      url: new URL(link ?? '').pathname + new URL(link ?? '').search,
    });
    expect(verify.statusCode, verify.body).toBeLessThan(400);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/email',
      headers: json,
      payload: { email, password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookie = cookieHeader(signIn.headers['set-cookie']);
    expect(cookie).toContain('session_token');

    const tokenResponse = await t.app.inject({
      method: 'GET',
      url: '/api/identity/token',
      headers: { cookie },
    });
    expect(tokenResponse.statusCode, tokenResponse.body).toBe(200);
    const { token } = tokenResponse.json<{ token: string }>();
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ iss: APP_URL, aud: APP_URL, role: 'guest', email, email_verified: true });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);

    const bearer = { authorization: `Bearer ${token}` };
    const subscription = await t.app.inject({
      method: 'GET',
      url: '/api/user/subscription',
      headers: bearer,
    });
    expect(subscription.statusCode, subscription.body).toBe(200);
    expect(UserSubscriptionSchema.parse(subscription.json())).toEqual({ subscription: null });
    const enterprise = await t.app.inject({ method: 'GET', url: '/api/user/enterprise', headers: bearer });
    expect(UserEnterpriseSchema.parse(enterprise.json())).toEqual({ enterprise: null });
  });

  it('refuses signed-in endpoints without a token, or with a tampered one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/user/subscription' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/user/subscription',
      headers: { authorization: 'Bearer eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses a password shorter than 8 characters', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullName: 'Short Pass', email: 'short@example.com', password: 'seven77', acceptTerms: true },
    });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['a common password', 'password123'],
    ['the e-mail inside the password', 'common.user-2027!'],
  ])('refuses %s at sign-up', async (_label, candidate) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        fullName: 'Common User',
        email: 'common.user@example.com',
        password: candidate,
        acceptTerms: true,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('applies the password policy to a change of password too', async () => {
    const owner = {
      fullName: 'Pat Change',
      email: 'pat.change@example.com',
      password: 'first-granite-lantern',
    };
    const { cookie } = await createVerifiedUser(t.app, t.database.db, APP_URL, owner);
    const change = (newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/identity/change-password',
        headers: { ...json, cookie },
        payload: { currentPassword: owner.password, newPassword, revokeOtherSessions: false },
      });
    for (const refused of ['password123', 'pat.change-2027!']) {
      const response = await change(refused);
      expect(response.statusCode, refused).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'PASSWORD_NOT_ALLOWED' } });
    }
    expect((await change('second-orchard-compass')).statusCode).toBe(200);
  });

  it("answers better-auth's refusals in the API's error shape, with their status and code", async () => {
    const owner = {
      fullName: 'Lee Shape',
      email: 'lee.shape@example.com',
      password: 'cobalt-meadow-lantern',
    };
    const { cookie } = await createVerifiedUser(t.app, t.database.db, APP_URL, owner);
    const post = (path: string, payload: Record<string, unknown>, headers: Record<string, string> = json) =>
      t.app.inject({ method: 'POST', url: `/api/identity${path}`, headers, payload });
    const wrongPassword = await post('/sign-in/email', { email: owner.email, password: 'not-the-password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toMatchObject({ error: { code: 'INVALID_EMAIL_OR_PASSWORD' } });
    const change = { currentPassword: owner.password, revokeOtherSessions: false };
    const withCookie = { ...json, cookie };
    const wrongCurrent = await post(
      '/change-password',
      { ...change, currentPassword: 'not-the-password', newPassword: 'amber-compass-harbour' },
      withCookie,
    );
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json()).toMatchObject({ error: { code: 'INVALID_PASSWORD' } });
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/identity/token' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('publishes the JWKS', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/identity/jwks' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ keys: { kty: string }[] }>().keys[0]?.kty).toBe('OKP');
  });
});
