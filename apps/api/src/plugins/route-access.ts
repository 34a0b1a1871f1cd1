import type { FastifyInstance, FastifyRequest } from 'fastify';
import { roleSatisfies } from '@counsel/domain';
import { AppError } from '../errors/app-error.js';
import type { AuthVerifier, VerifiedIdentity } from '../integrations/auth/auth-verifier.js';

/**
 * Who may call a route. Every route declares one in `config.access`; the route-audit test fails otherwise.
 * - public: anyone, signed in or not.
 * - signed-in: any verified identity token (401 UNAUTHENTICATED without one).
 * - user: a signed-in USER or ENTERPRISE (403 FORBIDDEN for a GUEST).
 * - enterprise: a signed-in ENTERPRISE (403 FORBIDDEN otherwise).
 * - staff: a signed-in STAFF member, for /api/staff/* (403 FORBIDDEN otherwise).
 * Without an AuthVerifier (no identity provider configured) every non-public route answers 401: nothing is
 * ever open by accident.
 */
export const ROUTE_ACCESS = ['public', 'signed-in', 'user', 'enterprise', 'staff'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The verified caller on non-public routes; null on public ones. */
    identity: VerifiedIdentity | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]{1,8192})$/;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  return BEARER.exec(header.trim())?.[1] ?? null;
}

/** The verified caller of a non-public route (the hook guarantees it is there). */
export function requireIdentity(request: FastifyRequest): VerifiedIdentity {
  if (!request.identity) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  return request.identity;
}

export function registerRouteAccess(app: FastifyInstance, verifier: AuthVerifier | undefined): void {
  app.decorateRequest('identity', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    // Routes without a declaration (plugin pages such as the docs UI) are held to the audit test's allow-list.
    if (access === undefined || access === 'public') return;
    const token = bearerToken(request);
    if (!token || !verifier) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
    const identity = await verifier.verify(token);
    if (!roleSatisfies(access, identity.role)) {
      throw new AppError('FORBIDDEN', 'Your account does not have access to this.');
    }
    request.identity = identity;
  });
}
