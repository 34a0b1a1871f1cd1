import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.js';
import { createGoogleTestIssuer } from '../../testing/identity-helpers.js';
import { googleDisplayName, JoseGoogleIdTokenVerifier } from './google-id-token-verifier.js';

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('JoseGoogleIdTokenVerifier', () => {
  it('accepts both spellings of Google’s issuer and reads subject, lower-cased e-mail and name', async () => {
    const google = await createGoogleTestIssuer();
    for (const issuer of ['https://accounts.google.com', 'accounts.google.com']) {
      const token = await google.idToken('Ada.Lovelace@Example.com', {
        issuer,
        subject: '1234567890',
        claims: { name: ' Ada Lovelace ' },
      });
      expect(await google.verifier.verify(token)).toEqual({
        subject: '1234567890',
        email: 'ada.lovelace@example.com',
        name: 'Ada Lovelace',
      });
    }
  });

  it('answers 503 SERVICE_UNAVAILABLE, not 401, when Google’s keys cannot be read', async () => {
    const google = await createGoogleTestIssuer();
    const verifier = new JoseGoogleIdTokenVerifier({
      clientId: google.clientId,
      keys: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const error = await rejection(verifier.verify(await google.idToken('ada@example.com')));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.statusCode).toBe(503);
  });

  it('refuses with 401 GOOGLE_TOKEN_INVALID', async () => {
    const google = await createGoogleTestIssuer();
    const error = await rejection(
      google.verifier.verify(await google.idToken('ada@example.com', { claims: { email_verified: false } })),
    );
    expect(error.code).toBe('GOOGLE_TOKEN_INVALID');
    expect(error.statusCode).toBe(401);
  });
});

describe('googleDisplayName', () => {
  it("uses the token's name, else the e-mail's local part, at most 100 characters", () => {
    expect(googleDisplayName('Grace Hopper', 'grace@example.com')).toBe('Grace Hopper');
    expect(googleDisplayName(undefined, 'grace.hopper@example.com')).toBe('grace.hopper');
    expect(googleDisplayName('   ', 'grace@example.com')).toBe('grace');
    expect(googleDisplayName('x'.repeat(150), 'grace@example.com')).toHaveLength(100);
  });
});
