import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.js';

/**
 * Sign-in, sign-up and password-reset attempts allowed per window, per client IP and per e-mail address.
 * The per-IP figure is the default of IDENTITY_ATTEMPTS_PER_IP (the browser tests, all from one address, raise it).
 */
export const ATTEMPTS_PER_IP = 30;
export const ATTEMPTS_PER_EMAIL = 8;
export const ATTEMPT_WINDOW_MS = 10 * 60_000;

/**
 * better-auth paths (under /api/identity, lower case) that take a password or a Google ID token, or send mail
 * to an address given in the body.
 */
export const LIMITED_IDENTITY_PATHS = new Set([
  '/api/identity/sign-in/email',
  '/api/identity/sign-up/email',
  '/api/identity/request-password-reset',
  '/api/identity/reset-password',
  '/api/identity/sign-in/social',
  '/api/identity/send-verification-email',
  '/api/identity/change-password',
  '/api/identity/verify-password',
  '/api/identity/delete-user',
]);

/** Our own credential endpoints under /api/auth: their routes count every request they serve. */
export const LIMITED_AUTH_PATHS = new Set(['/api/auth/register', '/api/auth/register-google']);

/** A path of the identity provider as we accept it: plain segments, nothing to decode, nothing to normalise. */
const CANONICAL_IDENTITY_PATH = /^\/api\/identity(?:\/[A-Za-z0-9._~-]+)+$/;

/**
 * The URL handed to the identity provider for a request to /api/identity/*, or null when the request path is not
 * in its one canonical form (dot segments, `%` escapes, empty segments, a trailing slash, `;`, `#`, `\`...).
 * The provider is handed exactly this value, and the limiter judges this value, so what is limited is what is
 * served: no spelling of a path can reach a limited endpoint without being counted.
 */
export function servedIdentityUrl(requestUrl: string, appUrl: string): URL | null {
  const queryAt = requestUrl.indexOf('?');
  const rawPath = queryAt === -1 ? requestUrl : requestUrl.slice(0, queryAt);
  if (!CANONICAL_IDENTITY_PATH.test(rawPath)) return null;
  const url = new URL(requestUrl, appUrl);
  if (url.origin !== new URL(appUrl).origin || url.pathname !== rawPath) return null;
  return url;
}

/** Whether a served identity path is a credential endpoint (case-insensitive: limits err on the safe side). */
export function isLimitedIdentityPath(pathname: string): boolean {
  return LIMITED_IDENTITY_PATHS.has(pathname.toLowerCase());
}

function emailOf(request: FastifyRequest): string | null {
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('email' in body)) return null;
  const email = body.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : null;
}

/** Counts one credential attempt; throws 429 RATE_LIMITED when the client or the address is over its limit. */
export type AttemptCounter = (request: FastifyRequest) => Promise<void>;

/** One counter per app and per-IP budget (keyed by the app's server, the same in every plugin scope). */
const countersByApp = new WeakMap<object, Map<number, AttemptCounter>>();

/**
 * Counts credential attempts twice: per client IP (`request.ip`, i.e. as TRUST_PROXY defines the client) and per
 * e-mail address. Counters live in the app's rate-limit store (Redis when REDIS_URL is set), and every caller in
 * one app gets the same counter, so /api/identity/* and /api/auth/* draw on one budget even in memory. Callers
 * decide which requests are attempts: the /api/auth routes count all of theirs, the identity route the ones whose
 * served path is limited.
 */
export function createAttemptCounter(
  app: FastifyInstance,
  attemptsPerIp: number = ATTEMPTS_PER_IP,
): AttemptCounter {
  const counters = countersByApp.get(app.server) ?? new Map<number, AttemptCounter>();
  countersByApp.set(app.server, counters);
  const existing = counters.get(attemptsPerIp);
  if (existing) return existing;
  const perIp = app.createRateLimit({
    max: attemptsPerIp,
    timeWindow: ATTEMPT_WINDOW_MS,
    keyGenerator: (request) => `identity-ip:${request.ip}`,
  });
  const perEmail = app.createRateLimit({
    max: ATTEMPTS_PER_EMAIL,
    timeWindow: ATTEMPT_WINDOW_MS,
    keyGenerator: (request) => `identity-email:${emailOf(request) ?? 'none'}`,
  });
  const counter: AttemptCounter = async (request) => {
    const checks = [await perIp(request), ...(emailOf(request) ? [await perEmail(request)] : [])];
    for (const check of checks) {
      if (!check.isAllowed && check.isExceeded) {
        throw new AppError('RATE_LIMITED', `Too many attempts. Try again in ${check.ttlInSeconds} seconds.`);
      }
    }
  };
  counters.set(attemptsPerIp, counter);
  return counter;
}
