import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.js';

/** Contact messages allowed per client IP per window: the default of CONTACT_MESSAGES_PER_IP. */
export const CONTACT_MESSAGES_PER_IP = 5;
export const CONTACT_WINDOW_MS = 60 * 60_000;

/** Counts one contact message; throws 429 RATE_LIMITED when the client is over its budget. */
export type ContactCounter = (request: FastifyRequest) => Promise<void>;

/**
 * The contact form's per-IP budget (`request.ip`, as TRUST_PROXY defines the client), kept in the app's rate-limit
 * store like the identity attempts (Redis when REDIS_URL is set, else memory; plugins/security.ts). Run as a
 * preHandler, it counts only requests that passed validation (honeypot ones included), so a typo the form would
 * have caught costs nothing.
 */
export function createContactCounter(
  app: FastifyInstance,
  messagesPerIp: number = CONTACT_MESSAGES_PER_IP,
): ContactCounter {
  const perIp = app.createRateLimit({
    max: messagesPerIp,
    timeWindow: CONTACT_WINDOW_MS,
    keyGenerator: (request) => `contact-ip:${request.ip}`,
  });
  return async (request) => {
    const check = await perIp(request);
    if (!check.isAllowed && check.isExceeded) {
      const minutes = Math.max(1, Math.ceil(check.ttlInSeconds / 60));
      throw new AppError(
        'RATE_LIMITED',
        `You have sent several messages already. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      );
    }
  };
}
