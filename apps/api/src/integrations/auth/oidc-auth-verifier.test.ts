import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.js';
import { ManualClock } from '../../testing/manual-clock.js';
import { OidcAuthVerifier } from './oidc-auth-verifier.js';

/** A locally generated key set stands in for the issuer's JWKS (Firebase-style issuer and audience). */
const ISSUER = 'https://securetoken.google.com/counsel-cle-test';
const AUDIENCE = 'counsel-cle-test';

let signingKey: CryptoKey;
let strangerKey: CryptoKey;
let verifier: OidcAuthVerifier;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  verifier = new OidcAuthVerifier({
    issuer: ISSUER,
    audience: AUDIENCE,
    keys: createLocalJWKSet({ keys: [jwk] }),
  });
});

interface TokenOptions {
  claims?: Record<string, unknown>;
  issuer?: string;
  audience?: string;
  subject?: string | null;
  expiresIn?: string | number;
  key?: CryptoKey;
  kid?: string;
}

async function token(options: TokenOptions = {}): Promise<string> {
  let jwt = new SignJWT({ email: 'ada@example.com', email_verified: true, ...options.claims })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key' })
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '15m');
  if (options.subject !== null) jwt = jwt.setSubject(options.subject ?? 'firebase-uid-1');
  return jwt.sign(options.key ?? signingKey);
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('OidcAuthVerifier', () => {
  it('accepts a valid token and reads subject, e-mail and role', async () => {
    const identity = await verifier.verify(await token({ claims: { role: 'enterprise' } }));
    expect(identity).toEqual({
      subject: 'firebase-uid-1',
      issuer: ISSUER,
      email: 'ada@example.com',
      emailVerified: true,
      role: 'ENTERPRISE',
    });
  });

  it('treats a missing or unknown role claim as GUEST', async () => {
    expect((await verifier.verify(await token())).role).toBe('GUEST');
    expect((await verifier.verify(await token({ claims: { role: 'superuser' } }))).role).toBe('GUEST');
  });

  it.each<[string, () => Promise<string>]>([
    ['an expired token', () => token({ expiresIn: Math.floor(Date.now() / 1000) - 60 })],
    ['a token from another issuer', () => token({ issuer: 'https://evil.example' })],
    ['a token for another audience', () => token({ audience: 'someone-else' })],
    ['a token signed by an unknown key', () => token({ key: strangerKey })],
    ['a token with an unknown key id', () => token({ kid: 'other-key' })],
    ['a token without a subject', () => token({ subject: null })],
    ['a token with an empty subject', () => token({ subject: '' })],
    [
      'an auth_time in the future',
      () => token({ claims: { auth_time: Math.floor(Date.now() / 1000) + 3600 } }),
    ],
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = (await token()).split('.');
        const forged = Buffer.from(
          JSON.stringify({ sub: 'admin', iss: ISSUER, aud: AUDIENCE, role: 'enterprise' }),
        );
        return `${header ?? ''}.${forged.toString('base64url')}.${signature ?? ''}`;
      },
    ],
    [
      'an unsigned token (alg none)',
      async () => {
        const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
        const body = Buffer.from(
          JSON.stringify({ sub: 'x', iss: ISSUER, aud: AUDIENCE, exp: 9_999_999_999, iat: 1 }),
        ).toString('base64url');
        return `${header}.${body}.`;
      },
    ],
    ['garbage', async () => 'not-a-jwt'],
    ['an empty string', async () => ''],
  ])('rejects %s with UNAUTHENTICATED', async (_label, make) => {
    const error = await rejection(verifier.verify(await make()));
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(error.statusCode).toBe(401);
  });

  it('says when the session has expired', async () => {
    const error = await rejection(
      verifier.verify(await token({ expiresIn: Math.floor(Date.now() / 1000) - 60 })),
    );
    expect(error.message).toMatch(/expired/);
  });
});

describe('OidcAuthVerifier, a token seen before', () => {
  async function setup(isStillValid: () => Promise<boolean> = async () => true) {
    const pair = await generateKeyPair('RS256', { extractable: true });
    const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    const localKeys = createLocalJWKSet({ keys: [jwk] });
    let keyLookups = 0;
    const clock = new ManualClock(new Date());
    const cachingVerifier = new OidcAuthVerifier({
      issuer: ISSUER,
      audience: AUDIENCE,
      clock,
      isStillValid,
      keys: async (header, input) => {
        keyLookups += 1;
        return localKeys(header, input);
      },
    });
    const signed = await new SignJWT({ email: 'ada@example.com' })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject('firebase-uid-1')
      .setIssuedAt(Math.floor(clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(clock.now().getTime() / 1000) + 600)
      .sign(pair.privateKey);
    return { cachingVerifier, signed, clock, keyLookups: () => keyLookups };
  }

  it('checks the signature once, not at every request', async () => {
    const { cachingVerifier, signed, keyLookups } = await setup();
    for (let request = 0; request < 5; request += 1) {
      expect((await cachingVerifier.verify(signed)).subject).toBe('firebase-uid-1');
    }
    expect(keyLookups()).toBe(1);
  });

  it('refuses it once it expires, even though it was verified before', async () => {
    const { cachingVerifier, signed, clock } = await setup();
    await cachingVerifier.verify(signed);
    clock.set(clock.now().getTime() + 610_000); // past exp and its 5 s tolerance
    expect((await rejection(cachingVerifier.verify(signed))).code).toBe('UNAUTHENTICATED');
  });

  it('still asks whether its session is live at every request (a sign-out takes effect at once)', async () => {
    let live = true;
    const { cachingVerifier, signed } = await setup(async () => live);
    await cachingVerifier.verify(signed);
    live = false;
    expect((await rejection(cachingVerifier.verify(signed))).code).toBe('UNAUTHENTICATED');
  });

  it('does not remember a token with a bad signature', async () => {
    const { cachingVerifier, signed, keyLookups } = await setup();
    const tampered = `${signed.slice(0, -4)}AAAA`;
    expect((await rejection(cachingVerifier.verify(tampered))).code).toBe('UNAUTHENTICATED');
    expect((await rejection(cachingVerifier.verify(tampered))).code).toBe('UNAUTHENTICATED');
    expect(keyLookups()).toBe(2);
  });
});
