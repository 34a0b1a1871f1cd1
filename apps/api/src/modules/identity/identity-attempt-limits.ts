import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../errors/app-error.js';

/**
 * Sign-in, sign-up and password-reset attempts allowed per window, per client IP and per e-mail address.
 * The per-IP figure is the default of IDENTITY_ATTEMPTS_PER_IP (the browser tests, all from one address, raise it).
 */
export const ATTEMPTS_PER_IP = 30;
export const ATTEMPTS_PER_EMAIL = 8;
export const ATTEMPT_WINDOW_MS = 10 * 60_000;

/** better-auth paths (under /api/identity) that take a password or a Google ID token, or send mail. */
export const LIMITED_IDENTITY_PATHS = new Set([
  '/api/identity/sign-in/email',
  '/api/identity/sign-up/email',
  '/api/identity/request-password-reset',
  '/api/identity/reset-password',
  '/api/identity/sign-in/social',
]);

/** Our own credential endpoints under /api/auth. */
export const LIMITED_AUTH_PATHS = new Set(['/api/auth/register', '/api/auth/register-google']);

function emailOf(request: FastifyRequest): string | null {
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('email' in body)) return null;
  const email = body.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : null;
}

/**
 * A preHandler that limits credential attempts twice: per client IP and per e-mail address (429 RATE_LIMITED).
 * Counters live in the app's rate-limit store (Redis when REDIS_URL is set), so every instance shares them.
 */
export function createAttemptLimiter(
  app: FastifyInstance,
  attemptsPerIp: number = ATTEMPTS_PER_IP,
): preHandlerAsyncHookHandler {
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
  return async (request) => {
    if (request.method !== 'POST') return;
    const path = request.url.split('?')[0] ?? '';
    if (!LIMITED_IDENTITY_PATHS.has(path) && !LIMITED_AUTH_PATHS.has(path)) return;
    const checks = [await perIp(request), ...(emailOf(request) ? [await perEmail(request)] : [])];
    for (const check of checks) {
      if (!check.isAllowed && check.isExceeded) {
        throw new AppError('RATE_LIMITED', `Too many attempts. Try again in ${check.ttlInSeconds} seconds.`);
      }
    }
  };
}
