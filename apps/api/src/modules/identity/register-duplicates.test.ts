import { APIError } from 'better-auth/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegisteredUserSchema } from '@counsel/contracts';
import type { IdentityProvider } from '../../integrations/auth/better-auth.js';
import { MailOutboxRepository } from '../../integrations/mail/mail-outbox.repository.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createVerifiedUser, signIn } from '../../testing/identity-helpers.js';
import { EXISTING_ACCOUNT_TEMPLATE } from './existing-account-notice.js';
import type { IdentityRepository } from './identity.repository.js';
import { IdentityService } from './identity.service.js';

/** POST /api/auth/register tells nobody which addresses have accounts: a duplicate answers like a new sign-up. */
const APP_URL = 'http://counsel.test';
let t: TestApp;
const owner = { fullName: 'Grace Hopper', email: 'grace@example.com', password: 'compiler-harbour-1906' };

beforeAll(async () => {
  t = await createTestApp({ APP_URL });
  await createVerifiedUser(t.app, t.database.db, APP_URL, owner);
});
afterAll(async () => t.close());

const register = (body: { fullName: string; email: string; password: string }) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...body, acceptTerms: true } });

async function mailsTo(address: string) {
  return (await new MailOutboxRepository(t.database.db).findMany(100)).filter(
    (message) => message.toAddress === address,
  );
}

describe('POST /api/auth/register for an address that has an account', () => {
  it('answers 201 with the same shape as a new account, and tells the owner by e-mail', async () => {
    const fresh = await register({
      fullName: 'New Person',
      email: 'new.person@example.com',
      password: 'quiet-meadow-lantern',
    });
    const duplicate = await register({
      fullName: 'Someone Else',
      email: 'Grace@Example.com',
      password: 'quiet-meadow-lantern',
    });
    expect(fresh.statusCode, fresh.body).toBe(201);
    expect(duplicate.statusCode, duplicate.body).toBe(201);
    const freshBody = RegisteredUserSchema.strict().parse(fresh.json());
    const duplicateBody = RegisteredUserSchema.strict().parse(duplicate.json());
    expect(Object.keys(duplicateBody.user).sort()).toEqual(Object.keys(freshBody.user).sort());
    expect(duplicateBody.user).toMatchObject({
      name: 'Someone Else',
      email: owner.email,
      emailVerified: false,
    });

    await t.queue.drain();
    const notices = (await mailsTo(owner.email)).filter(
      (mail) => mail.template === EXISTING_ACCOUNT_TEMPLATE,
    );
    expect(notices).toHaveLength(1);
    const notice = await new MailOutboxRepository(t.database.db).findById(notices[0]?.id ?? '');
    expect(notice?.text).toContain(`${APP_URL}/auth/sign-in`);
    expect(notice?.text).toMatch(/Forgot password/);
  });

  it('changes nothing about the existing account', async () => {
    await register({ fullName: 'Intruder', email: owner.email, password: 'another-meadow-lantern' });
    await signIn(t.app, APP_URL, owner.email, owner.password);
    const intruder = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/email',
      headers: { 'content-type': 'application/json', origin: APP_URL },
      payload: { email: owner.email, password: 'another-meadow-lantern' },
    });
    expect(intruder.statusCode).toBe(401);
  });
});

describe('IdentityService.register and the provider refusals', () => {
  const repository = { findUserByEmail: async () => undefined } as unknown as IdentityRepository;
  const failing = (error: APIError) =>
    new IdentityService(
      {
        api: { signUpEmail: async () => Promise.reject(error) },
        options: { baseURL: APP_URL },
      } as unknown as IdentityProvider,
      repository,
      { send: async () => undefined },
      { checkInvitationForSignUp: async () => undefined, acceptOnSignUp: async () => false },
    );
  const input = {
    fullName: 'Test Person',
    email: 'test@example.com',
    password: 'quiet-meadow-lantern',
    acceptTerms: true,
  } as const;
  it('maps a 422 that is not "user already exists" to 400 VALIDATION_FAILED, not EMAIL_TAKEN', async () => {
    const service = failing(
      new APIError('UNPROCESSABLE_ENTITY', {
        code: 'FAILED_TO_CREATE_USER',
        message: 'Failed to create user',
      }),
    );
    await expect(service.register(input)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      statusCode: 400,
    });
  });

  it('answers "user already exists" like a new sign-up', async () => {
    const service = failing(
      new APIError('UNPROCESSABLE_ENTITY', {
        code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
        message: 'exists',
      }),
    );
    const result = await service.register(input);
    expect(result.user).toMatchObject({ name: input.fullName, email: input.email, emailVerified: false });
  });
});
