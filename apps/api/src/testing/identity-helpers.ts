import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { expect } from 'vitest';
import type { Database } from '../db/database.js';
import { MailOutboxRepository } from '../integrations/mail/mail-outbox.repository.js';
import { JoseGoogleIdTokenVerifier } from '../integrations/auth/google-id-token-verifier.js';
import { drainJobsOf } from './test-app.js';

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

/**
 * The newest e-mail sent to an address, read from the outbox (the default mail adapter) once the test app of `db`
 * has run every job queued so far: e-mail goes out from the `send-email` job (ADR 011).
 */
export async function latestMailTo(db: Database, address: string) {
  await drainJobsOf(db);
  const outbox = new MailOutboxRepository(db);
  const summary = (await outbox.findMany(50)).find((message) => message.toAddress === address);
  expect(summary, `a message to ${address}`).toBeDefined();
  return outbox.findById(summary?.id ?? '');
}

/** Follows the verification link of the newest e-mail to `address`, as the browser would. */
export async function verifyFromMail(app: FastifyInstance, db: Database, address: string): Promise<void> {
  const mail = await latestMailTo(db, address);
  const link = /https?:\/\/\S+verify-email\S+/.exec(mail?.text ?? '')?.[0];
  expect(link, 'a verification link').toBeDefined();
  const url = new URL(link ?? '');
  const response = await app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(response.statusCode, response.body).toBeLessThan(400);
}

/** Signs in with e-mail and password and returns the session cookie and a fresh ID token. */
export async function signIn(app: FastifyInstance, appUrl: string, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/identity/sign-in/email',
    headers: { 'content-type': 'application/json', origin: appUrl },
    payload: { email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = cookieHeader(response.headers['set-cookie']);
  const token = await app.inject({ method: 'GET', url: '/api/identity/token', headers: { cookie } });
  expect(token.statusCode, token.body).toBe(200);
  return { cookie, token: token.json<{ token: string }>().token };
}

/** Registers through POST /api/auth/register, verifies the address and signs in. */
export async function createVerifiedUser(
  app: FastifyInstance,
  db: Database,
  appUrl: string,
  user: { fullName: string; email: string; password: string },
) {
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { ...user, acceptTerms: true },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  await verifyFromMail(app, db, user.email);
  return signIn(app, appUrl, user.email, user.password);
}

/** The OAuth client id of the Google test issuer (GOOGLE_CLIENT_ID of apps that use it). */
export const GOOGLE_TEST_CLIENT_ID = 'counsel-cle-test.apps.googleusercontent.com';

export interface GoogleTestTokenOptions {
  /** Claims over the defaults (email, email_verified true, name); `undefined` values leave a claim out. */
  claims?: Record<string, unknown>;
  issuer?: string;
  audience?: string;
  /** Google's `sub`; null leaves it out. */
  subject?: string | null;
  /** A jose time span ('1h') or an absolute epoch second. */
  expiresIn?: string | number;
  issuedAt?: number;
  /** Sign with a key Google's key set does not hold. */
  foreignKey?: boolean;
  kid?: string;
}

/**
 * Stands in for Google: a locally generated RS256 key set, the production verifier (JoseGoogleIdTokenVerifier)
 * reading it, and a signer of Google-shaped ID tokens. Pass `verifier` to createTestApp as
 * googleIdTokenVerifier, with GOOGLE_CLIENT_ID = `clientId` and any GOOGLE_CLIENT_SECRET.
 */
export async function createGoogleTestIssuer(clientId = GOOGLE_TEST_CLIENT_ID) {
  const pair = await generateKeyPair('RS256', { extractable: true });
  const foreign = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'google-test-key', alg: 'RS256', use: 'sig' };
  const verifier = new JoseGoogleIdTokenVerifier({ clientId, keys: createLocalJWKSet({ keys: [jwk] }) });

  async function idToken(email: string, options: GoogleTestTokenOptions = {}): Promise<string> {
    const wanted: Record<string, unknown> = {
      email,
      email_verified: true,
      name: 'Google User',
      ...options.claims,
    };
    const claims = Object.fromEntries(Object.entries(wanted).filter(([, value]) => value !== undefined));
    let jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'google-test-key', typ: 'JWT' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? clientId)
      .setIssuedAt(options.issuedAt)
      .setExpirationTime(options.expiresIn ?? '1h');
    if (options.subject !== null) jwt = jwt.setSubject(options.subject ?? `google-${email}`);
    return jwt.sign(options.foreignKey ? foreign : pair.privateKey);
  }

  return { clientId, verifier, idToken };
}

/** POST /api/auth/register-google with a Google ID token (and an invitation token in the query, if given). */
export function signInWithGoogle(
  app: FastifyInstance,
  idToken: string,
  options: { invitationToken?: string; remoteAddress?: string } = {},
) {
  const query = options.invitationToken ? `?token=${encodeURIComponent(options.invitationToken)}` : '';
  return app.inject({
    method: 'POST',
    url: `/api/auth/register-google${query}`,
    payload: { token: idToken },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}
