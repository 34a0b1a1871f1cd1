import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { isRedirectTargetShape } from './identity-redirect-targets.js';

/** better-auth answered 500 to a verify-email link whose callbackURL is not a URL (found by route-fuzz.test.ts). */
const APP_URL = 'http://counsel.test';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL });
});
afterAll(async () => t.close());

describe('redirect targets handed to the identity provider', () => {
  it('are a root-relative path or an http(s) URL', () => {
    for (const good of ['/', '/auth/reset-password', `${APP_URL}/verify-email?x=1`, 'https://example.com'])
      expect(isRedirectTargetShape(good), good).toBe(true);
    for (const bad of ['1e308', 'abc', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'data:,x'])
      expect(isRedirectTargetShape(bad), bad).toBe(false);
  });

  it('a malformed callbackURL on verify-email is 400 VALIDATION_FAILED, not 500', async () => {
    for (const callbackURL of ['1e308', 'x'.repeat(300), '..%2Fetc']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/identity/verify-email?token=not-a-token&callbackURL=${callbackURL}`,
      });
      expect(response.statusCode, `${callbackURL}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'VALIDATION_FAILED', details: [{ in: 'querystring', path: '/callbackURL' }] },
      });
    }
  });

  it('a well-formed one still gets the provider redirect with the error', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/identity/verify-email?token=not-a-token&callbackURL=%2Fverify-email',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/verify-email?error=INVALID_TOKEN');
  });

  it('a malformed redirectTo in a JSON body is refused too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/identity/request-password-reset',
      headers: { origin: APP_URL },
      payload: { email: 'someone@example.com', redirectTo: 'not a url' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });
});
