import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EmailVerificationStateSchema,
  ErrorBodySchema,
  RegisteredUserSchema,
  UserProfileSchema,
} from '@counsel/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createVerifiedUser, latestMailTo } from '../../testing/identity-helpers.js';

const APP_URL = 'http://counsel.test';
let t: TestApp;
let ana: { token: string };
let ben: { token: string };

beforeAll(async () => {
  t = await createTestApp({ APP_URL });
  ana = await createVerifiedUser(t.app, t.database.db, APP_URL, {
    fullName: 'Ana María Ruiz',
    email: 'ana@example.com',
    password: 'violet-harbour-lamp-42',
  });
  ben = await createVerifiedUser(t.app, t.database.db, APP_URL, {
    fullName: 'Ben Okafor',
    email: 'ben@example.com',
    password: 'copper-meadow-kite-77',
  });
});
afterAll(async () => t.close());

const auth = (who: { token: string }) => ({ authorization: `Bearer ${who.token}` });

describe('POST /api/auth/register', () => {
  it('creates the account, unverified, and sends the verification e-mail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        fullName: '  Chloé Dubé ',
        email: 'Chloe@Example.com',
        password: 'amber-river-stone-19',
        acceptTerms: true,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(RegisteredUserSchema.parse(response.json()).user).toMatchObject({
      name: 'Chloé Dubé',
      email: 'chloe@example.com',
      emailVerified: false,
    });
    const mail = await latestMailTo(t.database.db, 'chloe@example.com');
    expect(mail?.subject).toContain('Verify your e-mail address');
  });

  it('answers a sign-up for an address that has an account like a new one', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        fullName: 'Ana Again',
        email: 'ANA@example.com',
        password: 'another-long-phrase-5',
        acceptTerms: true,
      },
    });
    // Like a new sign-up, so the answer does not tell whether the address has an account (register-duplicates).
    expect(response.statusCode).toBe(201);
    expect(RegisteredUserSchema.parse(response.json()).user.email).toBe('ana@example.com');
  });

  it.each([
    [
      'terms not accepted',
      { fullName: 'Dee Lee', email: 'dee@example.com', password: 'plum-orchard-73', acceptTerms: false },
    ],
    [
      'a common password',
      { fullName: 'Dee Lee', email: 'dee@example.com', password: 'Password123', acceptTerms: true },
    ],
    [
      'a short password',
      { fullName: 'Dee Lee', email: 'dee@example.com', password: 'short1', acceptTerms: true },
    ],
    [
      'a malformed e-mail',
      { fullName: 'Dee Lee', email: 'dee-at-example', password: 'plum-orchard-73', acceptTerms: true },
    ],
    [
      'a one-letter name',
      { fullName: 'D', email: 'dee@example.com', password: 'plum-orchard-73', acceptTerms: true },
    ],
  ])('answers 400 VALIDATION_FAILED for %s, creating nothing', async (_label, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('VALIDATION_FAILED');
  });
});

describe('the signed-in user', () => {
  it('issues tokens carrying the guest role for a new account', () => {
    expect(decodeJwt(ana.token).role).toBe('guest');
  });

  it('changes only their own name, trimmed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/change-name',
      headers: auth(ana),
      payload: { fullName: '  Ana M. Ruiz  ' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(UserProfileSchema.parse(response.json())).toMatchObject({
      name: 'Ana M. Ruiz',
      email: 'ana@example.com',
    });
    const benState = await t.app.inject({ method: 'GET', url: '/api/user/verify-email', headers: auth(ben) });
    expect(benState.json()).toMatchObject({ email: 'ben@example.com' });
  });

  it('refuses a blank name with 400 and anonymous callers with 401', async () => {
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/user/change-name',
      headers: auth(ana),
      payload: { fullName: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/user/change-name',
      payload: { fullName: 'X Y' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('reports the verification state without sending another e-mail when verified', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/verify-email', headers: auth(ana) });
    expect(EmailVerificationStateSchema.parse(response.json())).toEqual({
      email: 'ana@example.com',
      emailVerified: true,
      verificationEmailSent: false,
    });
  });

  it.each(['/api/user/subscription', '/api/user/enterprise', '/api/user/verify-email'])(
    '%s answers 401 to visitors',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
    },
  );
});
