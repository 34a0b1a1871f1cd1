import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../app/testing/api-stub';
import { lastBodyTo, lastCallTo, makeIdToken, testUser } from '../../../app/testing/identity-stub';
import { ApiError, registerAuthTokenGetter } from '../../../lib/api-client';
import { getIdToken } from './get-id-token';
import { getSession } from './get-session';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { signIn } from './sign-in';
import { signOut } from './sign-out';
import { signUp } from './sign-up';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the better-auth calls', () => {
  it('signs in with the cookie, without a bearer token, and reads the error body', async () => {
    const unregister = registerAuthTokenGetter(() => Promise.resolve('token-1'));
    const api = stubApi(() => ({
      status: 401,
      body: { error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid' } },
    }));
    const error: unknown = await signIn({ email: 'a@b.c', password: 'wrong-pass' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD' });
    const init = lastCallTo(api.fetchMock, '/api/identity/sign-in/email');
    expect(init).toMatchObject({ method: 'POST' });
    expect(init?.headers).not.toHaveProperty('Authorization');
    expect(init?.credentials).not.toBe('omit');
    expect(lastBodyTo(api.fetchMock, '/api/identity/sign-in/email')).toEqual({
      email: 'a@b.c',
      password: 'wrong-pass',
      callbackURL: '/auth/verify-email?verified=1',
    });
    unregister();
  });

  it('signs up through the spec endpoint, with the invitation token, and returns the user', async () => {
    const api = stubApi(() => ({ status: 201, body: { user: testUser } }));
    await expect(
      signUp({ name: 'Ada', email: 'ada@example.com', password: 'long-enough', invitationToken: 'inv-1' }),
    ).resolves.toEqual(testUser);
    expect(lastBodyTo(api.fetchMock, '/api/auth/register')).toEqual({
      fullName: 'Ada',
      email: 'ada@example.com',
      password: 'long-enough',
      acceptTerms: true,
    });
    const input = api.fetchMock.mock.calls.at(-1)?.[0];
    expect(typeof input === 'string' ? input : '').toContain('/api/auth/register?token=inv-1');
  });

  it('reports a taken e-mail and a network failure as ApiErrors', async () => {
    stubApi(() => ({ status: 409, body: { error: { code: 'EMAIL_TAKEN', message: 'Taken' } } }));
    await expect(signUp({ name: 'A', email: 'a@b.c', password: '12345678' })).rejects.toMatchObject({
      status: 409,
      code: 'EMAIL_TAKEN',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(signOut()).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('reads the session, or null when signed out', async () => {
    stubApi(() => ({ body: { session: { id: 's' }, user: testUser } }));
    await expect(getSession()).resolves.toEqual(testUser);
    stubApi(() => ({ body: null }));
    await expect(getSession()).resolves.toBeNull();
  });

  it('gets the ID token, and fails when none comes back', async () => {
    const token = makeIdToken({ sub: testUser.id });
    stubApi(() => ({ body: { token } }));
    await expect(getIdToken()).resolves.toBe(token);
    stubApi(() => ({ body: {} }));
    await expect(getIdToken()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('asks for a reset link and resets the password', async () => {
    const api = stubApi(() => ({ body: { status: true } }));
    await requestPasswordReset('ada@example.com');
    expect(lastBodyTo(api.fetchMock, '/api/identity/request-password-reset')).toEqual({
      email: 'ada@example.com',
      redirectTo: '/auth/reset-password',
    });
    await resetPassword({ token: 'tok', newPassword: 'new-password' });
    expect(lastBodyTo(api.fetchMock, '/api/identity/reset-password')).toEqual({
      token: 'tok',
      newPassword: 'new-password',
    });
    await signOut();
    expect(lastCallTo(api.fetchMock, '/api/identity/sign-out')).toMatchObject({ method: 'POST' });
  });
});
