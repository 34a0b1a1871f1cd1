import Fastify, { type FastifyInstance } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OidcAuthVerifier } from '../integrations/auth/oidc-auth-verifier.js';
import { registerErrorHandler } from './error-handler.js';
import { registerRouteAccess, requireIdentity, type RouteAccess } from './route-access.js';

const ISSUER = 'https://issuer.example';
const AUDIENCE = 'counsel-cle';
let key: CryptoKey;
let app: FastifyInstance;
let closedApp: FastifyInstance;

function routes(instance: FastifyInstance) {
  for (const access of ['public', 'signed-in', 'user', 'enterprise'] as RouteAccess[]) {
    instance.get(`/${access}`, { config: { access } }, async (request) => ({
      subject: access === 'public' ? null : requireIdentity(request).subject,
    }));
  }
}

beforeAll(async () => {
  const pair = await generateKeyPair('ES256');
  key = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256' };
  const verifier = new OidcAuthVerifier({
    issuer: ISSUER,
    audience: AUDIENCE,
    keys: createLocalJWKSet({ keys: [jwk] }),
  });
  app = Fastify();
  registerErrorHandler(app);
  registerRouteAccess(app, verifier);
  routes(app);
  closedApp = Fastify();
  registerErrorHandler(closedApp);
  registerRouteAccess(closedApp, undefined);
  routes(closedApp);
  await Promise.all([app.ready(), closedApp.ready()]);
});
afterAll(async () => Promise.all([app.close(), closedApp.close()]));

async function bearer(role?: string, subject = 'user-1'): Promise<string> {
  const token = await new SignJWT(role ? { role } : {})
    .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(key);
  return `Bearer ${token}`;
}

async function call(instance: FastifyInstance, path: string, authorization?: string) {
  const response = await instance.inject({
    method: 'GET',
    url: path,
    headers: authorization ? { authorization } : {},
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

describe('route access', () => {
  it('lets anyone call a public route', async () => {
    expect((await call(app, '/public')).status).toBe(200);
  });

  it.each([
    ['no header', undefined],
    ['an empty bearer', 'Bearer '],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['a malformed token', 'Bearer not.a.jwt'],
  ])('answers 401 UNAUTHENTICATED on a signed-in route with %s', async (_label, header) => {
    const response = await call(app, '/signed-in', header);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('matrix: each role reaches exactly the routes it may', async () => {
    const matrix: Record<string, Record<string, number>> = {};
    for (const role of ['guest', 'user', 'enterprise']) {
      const header = await bearer(role);
      const row: Record<string, number> = {};
      for (const route of ['signed-in', 'user', 'enterprise']) {
        row[route] = (await call(app, `/${route}`, header)).status;
      }
      matrix[role] = row;
    }
    expect(matrix).toEqual({
      guest: { 'signed-in': 200, user: 403, enterprise: 403 },
      user: { 'signed-in': 200, user: 200, enterprise: 403 },
      enterprise: { 'signed-in': 200, user: 200, enterprise: 200 },
    });
  });

  it('hands the verified identity to the handler, and FORBIDDEN carries its code', async () => {
    expect((await call(app, '/user', await bearer('user', 'lawyer-42'))).body).toEqual({
      subject: 'lawyer-42',
    });
    expect((await call(app, '/enterprise', await bearer('user'))).body).toMatchObject({
      error: { code: 'FORBIDDEN' },
    });
  });

  it('fails closed without an identity provider', async () => {
    expect((await call(closedApp, '/public')).status).toBe(200);
    for (const route of ['signed-in', 'user', 'enterprise']) {
      expect((await call(closedApp, `/${route}`, await bearer('enterprise'))).status).toBe(401);
    }
  });
});
