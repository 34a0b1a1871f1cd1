import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, HealthSchema } from '@counsel/contracts';
import { pingDatabase, type Database } from '../../db/database.js';
import type { Clock } from '../../integrations/clock/clock.js';
import { API_VERSION } from '../../plugins/openapi.js';

/** GET /api/health: 200 while the database answers, 503 when it does not. */
export function healthRoutes(db: Database, clock: Clock): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['health'],
          summary: 'Liveness and database reachability',
          response: { 200: HealthSchema, 503: HealthSchema, 500: ErrorBodySchema },
        },
      },
      async (_request, reply) => {
        const up = await pingDatabase(db);
        const body = {
          status: up ? ('ok' as const) : ('unavailable' as const),
          database: up ? ('up' as const) : ('down' as const),
          version: API_VERSION,
          time: clock.now().toISOString(),
        };
        return reply.status(up ? 200 : 503).send(body);
      },
    );
  };
}
