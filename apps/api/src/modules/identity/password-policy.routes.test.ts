import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createVerifiedUser, latestMailTo } from '../../testing/identity-helpers.js';
import { COMMON_PASSWORD_COUNT } from './common-passwords.js';

/** The full password policy (breached-password list, e-mail, name) on every path that sets a password. */
const APP_URL = 'http://counsel.test';
const json = { 'content-type': 'application/json', origin: APP_URL };
let t: TestApp;
let cookie = '';
const owner = {
  fullName: 'Rosalind Franklin',
  email: 'r.franklin@example.com',
  password: 'helix-lantern-1952',
};

beforeAll(async () => {
  t = await createTestApp({ APP_URL });
  ({ cookie } = await createVerifiedUser(t.app, t.database.db, APP_URL, owner));
});
afterAll(async () => t.close());

const COMMON = ['Password1!', 'Summer2026', 'letmein!', 'Dragon2024!', 'Qwerty123!'];

it('checks a list of at least 10,000 common passwords', () => {
  expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000);
});

describe('POST /api/auth/register', () => {
  const register = (password: string, fullName = 'Marie Curie') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullName, email: 'm.curie@example.com', password, acceptTerms: true },
    });

  it.each(COMMON)('refuses the common password %s', async (password) => {
    const response = await register(password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: /too common/ } });
  });

  it('refuses a password with the name or the e-mail in it', async () => {
    const name = await register('Radium-CURIE-1898');
    expect(name.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: /name/ } });
    const email = await register('polonium-Curie-1898', 'Maria Sklodowska');
    expect(email.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: /e-mail/ } });
  });
});

describe("better-auth's endpoints that set a password", () => {
  const change = (newPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/identity/change-password',
      headers: { ...json, cookie },
      payload: { currentPassword: owner.password, newPassword, revokeOtherSessions: false },
    });

  it('change-password refuses common passwords and the name', async () => {
    for (const refused of [...COMMON, 'rosalind-helix-77']) {
      const response = await change(refused);
      expect(response.statusCode, refused).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'PASSWORD_NOT_ALLOWED' } });
    }
  });

  it('reset-password refuses common passwords and the name of the token owner, then accepts a good one', async () => {
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/identity/request-password-reset',
      headers: json,
      payload: { email: owner.email, redirectTo: '/auth/reset-password' },
    });
    expect(request.statusCode).toBe(200);
    const mail = await latestMailTo(t.database.db, owner.email);
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const reset = (newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/identity/reset-password',
        headers: json,
        payload: { token, newPassword },
      });
    for (const refused of [...COMMON, 'Franklin-double-helix']) {
      const response = await reset(refused);
      expect(response.statusCode, refused).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'PASSWORD_NOT_ALLOWED' } });
    }
    const accepted = await reset('quiet-orchard-compass-51');
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});
