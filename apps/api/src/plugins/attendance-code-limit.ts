import type { FastifyRequest } from 'fastify';

/** Wrong attendance codes allowed per client and course (or live session) in the window: four digits must not be guessable. */
export const ATTENDANCE_CODE_ATTEMPTS = 12;
export const ATTENDANCE_CODE_WINDOW_MS = 15 * 60_000;

/**
 * The rate limit of a route that takes an attendance code (on-demand video, live room): one budget per client and
 * per the resource the URL's `param` names, however it is written (a UUID in any case, a slug, padded).
 */
export function attendanceCodeRateLimit(scope: string, param: string) {
  return {
    max: ATTENDANCE_CODE_ATTEMPTS,
    timeWindow: ATTENDANCE_CODE_WINDOW_MS,
    keyGenerator: (request: FastifyRequest) => {
      const value = (request.params as Record<string, unknown>)[param];
      return `${scope}:${request.ip}:${(typeof value === 'string' ? value : '').trim().toLowerCase()}`;
    },
  };
}
