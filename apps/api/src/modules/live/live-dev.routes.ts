import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LiveSessionSchema } from '@counsel/contracts';
import { errorResponses } from '../../plugins/error-responses.js';
import type { LiveService } from './live.service.js';

const DevSessionBodySchema = z.object({
  /** The live course's id or slug. */
  courseId: z.string().min(1).max(200),
  startsInSeconds: z.number().int().min(30).max(3600),
  durationMinutes: z.number().int().min(1).max(240),
});

/**
 * Development tools of the live module, under /dev (registered by app.ts only outside production): a built-in session
 * of a live course starting in a given number of seconds, for the browser tests and for trying the room by hand.
 * Hidden from the OpenAPI document: not part of the product's API.
 */
export function liveDevRoutes(live: LiveService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/live-sessions',
      {
        config: { access: 'signed-in' },
        schema: {
          hide: true,
          summary: 'Development: schedule a built-in session of a live course starting soon',
          body: DevSessionBodySchema,
          response: { 201: LiveSessionSchema, ...errorResponses(400, 401, 404, 409, 429) },
        },
      },
      async (request, reply) => {
        const { courseId, startsInSeconds, durationMinutes } = request.body;
        const session = await live.scheduleDevelopmentSession(courseId, startsInSeconds, durationMinutes);
        return reply.code(201).send(session);
      },
    );
  };
}
