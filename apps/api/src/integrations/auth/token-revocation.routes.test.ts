import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWithIssuerKey } from '../../testing/authorization-actors.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createVerifiedUser, latestMailTo, signIn } from '../../testing/identity-helpers.js';

/**
 * ADR 010: an ID token of the embedded issuer stops working the moment its session ends — sign-out, sign out
 * everywhere, a password change that ends the other sessions, a password reset — while tokens of sessions that
 * are still live keep working.
 */
const APP_URL = 'http://counsel.test';
const json = { 'content-type': 'application/json', origin: APP_URL };
const SECRET = 'token-revocation-test-secret-0123456789abcdef';
let t: TestApp;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ APP_URL, BETTER_AUTH_SECRET: SECRET, IDENTITY_ATTEMPTS_PER_IP: '10000' });
});
afterAll(async () => t.close());

interface Account {
  email: string;
  password: string;
}

/** A verified user, signed in on two devices (two sessions, two tokens). */
async function userOnTwoDevices(): Promise<{ account: Account; laptop: Device; phone: Device }> {
  serial += 1;
  const account = { email: `revoke-${serial}@example.com`, password: 'quiet-harbour-lantern-58' };
  const laptop = await createVerifiedUser(t.app, t.database.db, APP_URL, {
    fullName: `Revoke Tester ${serial}`,
    ...account,
  });
  const phone = await signIn(t.app, APP_URL, account.email, account.password);
  return { account, laptop, phone };
}

interface Device {
  cookie: string;
  token: string;
}

async function statusWith(token: string): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/user/subscription',
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.statusCode === 401) {
    expect(response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  }
  return response.statusCode;
}

function identityPost(path: string, cookie: string, payload: object = {}) {
  return t.app.inject({ method: 'POST', url: `/api/identity${path}`, headers: { ...json, cookie }, payload });
}

describe('ID tokens end with their session', () => {
  it('sign-out ends the tokens of that session only', async () => {
    const { laptop, phone } = await userOnTwoDevices();
    expect(await statusWith(laptop.token)).toBe(200);
    expect(await statusWith(phone.token)).toBe(200);

    const signOut = await identityPost('/sign-out', laptop.cookie);
    expect(signOut.statusCode, signOut.body).toBe(200);

    expect(await statusWith(laptop.token)).toBe(401);
    expect(await statusWith(phone.token)).toBe(200);
  });

  it('sign out everywhere (revoke-sessions, as Settings calls it) ends every token of the user', async () => {
    const { laptop, phone } = await userOnTwoDevices();
    const other = await userOnTwoDevices();
    expect(await statusWith(phone.token)).toBe(200);

    const revoke = await identityPost('/revoke-sessions', laptop.cookie);
    expect(revoke.statusCode, revoke.body).toBe(200);

    expect(await statusWith(laptop.token)).toBe(401);
    expect(await statusWith(phone.token)).toBe(401);
    expect(await statusWith(other.laptop.token)).toBe(200);
  });

  it('revoke-other-sessions ends the other devices and keeps this one', async () => {
    const { laptop, phone } = await userOnTwoDevices();
    expect(await statusWith(phone.token)).toBe(200);

    const revoke = await identityPost('/revoke-other-sessions', laptop.cookie);
    expect(revoke.statusCode, revoke.body).toBe(200);

    expect(await statusWith(phone.token)).toBe(401);
    expect(await statusWith(laptop.token)).toBe(200);
  });

  it('a password change that signs out the other sessions ends every old token; the new session works', async () => {
    const { account, laptop, phone } = await userOnTwoDevices();
    expect(await statusWith(laptop.token)).toBe(200);

    const change = await identityPost('/change-password', laptop.cookie, {
      currentPassword: account.password,
      newPassword: 'fresh-orchard-compass-91',
      revokeOtherSessions: true,
    });
    expect(change.statusCode, change.body).toBe(200);

    expect(await statusWith(laptop.token)).toBe(401);
    expect(await statusWith(phone.token)).toBe(401);
    const renewed = await signIn(t.app, APP_URL, account.email, 'fresh-orchard-compass-91');
    expect(await statusWith(renewed.token)).toBe(200);
  });

  it('a password change that keeps the other sessions keeps their tokens', async () => {
    const { account, laptop, phone } = await userOnTwoDevices();
    const change = await identityPost('/change-password', laptop.cookie, {
      currentPassword: account.password,
      newPassword: 'steady-meadow-beacon-36',
      revokeOtherSessions: false,
    });
    expect(change.statusCode, change.body).toBe(200);

    expect(await statusWith(laptop.token)).toBe(200);
    expect(await statusWith(phone.token)).toBe(200);
  });

  it('a password reset ends every session and token of the user', async () => {
    const { account, laptop, phone } = await userOnTwoDevices();
    expect(await statusWith(laptop.token)).toBe(200);

    const request = await t.app.inject({
      method: 'POST',
      url: '/api/identity/request-password-reset',
      headers: json,
      payload: { email: account.email, redirectTo: '/auth/reset-password' },
    });
    expect(request.statusCode, request.body).toBe(200);
    const mail = await latestMailTo(t.database.db, account.email);
    const resetToken = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(resetToken, 'a reset link').toBeDefined();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/identity/reset-password',
      headers: json,
      payload: { token: resetToken, newPassword: 'brand-new-granite-path-47' },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    expect(await statusWith(laptop.token)).toBe(401);
    expect(await statusWith(phone.token)).toBe(401);
    const cookieAfter = await t.app.inject({
      method: 'GET',
      url: '/api/identity/token',
      headers: { cookie: phone.cookie },
    });
    expect(cookieAfter.statusCode).toBe(401);
  });

  it('does not offer account deletion through the identity provider (so no token outlives it)', async () => {
    const { laptop } = await userOnTwoDevices();
    const response = await identityPost('/delete-user', laptop.cookie, {});
    expect(response.statusCode).toBe(404);
    expect(await statusWith(laptop.token)).toBe(200);
  });

  it('refuses a token signed with the issuer key that names no session, or a session of someone else', async () => {
    const { laptop } = await userOnTwoDevices();
    const other = await userOnTwoDevices();
    const now = Math.floor(Date.now() / 1000);
    const { sub, sid } = decodeJwt(laptop.token);
    const claims = {
      subject: String(sub),
      issuer: APP_URL,
      audience: APP_URL,
      issuedAt: now,
      expiresAt: now + 600,
    };
    const own = await signWithIssuerKey(t.database.db, SECRET, { ...claims, sessionId: String(sid) });
    expect(await statusWith(own)).toBe(200);
    expect(await statusWith(await signWithIssuerKey(t.database.db, SECRET, claims))).toBe(401);
    const foreign = String(decodeJwt(other.laptop.token).sid);
    expect(
      await statusWith(await signWithIssuerKey(t.database.db, SECRET, { ...claims, sessionId: foreign })),
    ).toBe(401);
    const garbage = await signWithIssuerKey(t.database.db, SECRET, { ...claims, sessionId: "x' or 1=1" });
    expect(await statusWith(garbage)).toBe(401);
  });
});
