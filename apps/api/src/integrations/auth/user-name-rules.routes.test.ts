import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createVerifiedUser } from '../../testing/identity-helpers.js';
import { IdentityRepository } from '../../modules/identity/identity.repository.js';

/**
 * Every way of writing a user keeps the name rule of POST /api/auth/register (FullNameSchema: 2–100 characters
 * once trimmed, no NUL, no lone surrogate): better-auth's update-user, our change-name and register; better-auth's
 * own sign-up endpoint is not offered (sign-up needs the terms, through /api/auth/register).
 */
const APP_URL = 'http://counsel.test';
const json = { 'content-type': 'application/json', origin: APP_URL };
const NAME = 'Ana María Ruiz';
let t: TestApp;
let ana: { cookie: string; token: string };
let users: IdentityRepository;
let anaId: string;

const BAD_NAMES: [string, string][] = [
  ['empty', ''],
  ['whitespace only', '   \t  '],
  ['50,000 characters', 'a'.repeat(50_000)],
  ['a NUL character', 'Ana\u0000Ruiz'],
  ['a lone surrogate', 'Ana \uD800 Ruiz'],
];

beforeAll(async () => {
  t = await createTestApp({ APP_URL });
  users = new IdentityRepository(t.database.db);
  ana = await createVerifiedUser(t.app, t.database.db, APP_URL, {
    fullName: NAME,
    email: 'ana.names@example.com',
    password: 'violet-harbour-lamp-42',
  });
  anaId = (await users.findUserByEmail('ana.names@example.com'))?.id ?? '';
});
afterAll(async () => t.close());

async function storedName(): Promise<string | undefined> {
  return (await users.findUserById(anaId))?.name;
}

describe('POST /api/identity/update-user', () => {
  it.each(BAD_NAMES)(
    'refuses a name that is %s with 400 VALIDATION_FAILED and keeps the old one',
    async (_, name) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/identity/update-user',
        headers: { ...json, cookie: ana.cookie },
        payload: { name },
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
      expect(await storedName()).toBe(NAME);
    },
  );

  it('refuses an overlong picture address', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/identity/update-user',
      headers: { ...json, cookie: ana.cookie },
      payload: { image: `https://example.com/${'p'.repeat(20_000)}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('stores a good name trimmed, as change-name does', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/identity/update-user',
      headers: { ...json, cookie: ana.cookie },
      payload: { name: '  Ana M. Ruiz  ' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedName()).toBe('Ana M. Ruiz');
    await users.updateName(anaId, NAME);
  });
});

describe('POST /api/user/change-name', () => {
  it.each(BAD_NAMES)('refuses a name that is %s with 400 VALIDATION_FAILED', async (_, fullName) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/change-name',
      headers: { authorization: `Bearer ${ana.token}` },
      payload: { fullName },
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    expect(await storedName()).toBe(NAME);
  });
});

describe('sign-up', () => {
  it.each(BAD_NAMES)(
    'POST /api/auth/register refuses a name that is %s and creates nothing',
    async (label, fullName) => {
      const email = `bad-name-${label.replace(/\W+/g, '-')}@example.com`;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { fullName, email, password: 'amber-river-stone-19', acceptTerms: true },
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
      expect(await users.findUserByEmail(email)).toBeUndefined();
    },
  );

  it("better-auth's own sign-up endpoint is not offered: 404, and no account is created", async () => {
    for (const payload of [
      { name: 'Dee Lee', email: 'dee@example.com', password: 'plum-orchard-73-lantern' },
      { name: 'Dee Lee', email: 'dee@example.com', password: 'plum-orchard-73-lantern', acceptTerms: true },
      { name: '', email: 'dee@example.com', password: 'plum-orchard-73-lantern' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/identity/sign-up/email',
        headers: json,
        payload,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    expect(await users.findUserByEmail('dee@example.com')).toBeUndefined();
  });
});
