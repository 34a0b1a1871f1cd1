import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, HealthSchema, ReadinessSchema, type Readiness } from '@counsel/contracts';
import { pingDatabase, type Database } from '../../db/database.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { JobQueue } from '../../integrations/jobs/job-queue.js';
import { API_VERSION } from '../../plugins/openapi.js';

type Check = Readiness['checks']['mail'];

/** What GET /api/ready reads besides the database: the job queue, and the mail and payment configuration. */
export interface ReadinessSources {
  /** True once the server was asked to stop (SIGTERM): not ready, so new work goes to another instance. */
  draining: () => boolean;
  jobs: Pick<JobQueue, 'state'>;
  /** Fixed at start: which mail adapter is in use, and whether that is enough (production needs SMTP). */
  mail: Check;
  /** Fixed at start: Stripe, the sandbox, or off (production without Stripe keys or PAYMENTS_SANDBOX). */
  payments: Check;
}

/**
 * GET /api/health (liveness): 200 while the database answers, 503 when it does not.
 * GET /api/ready (readiness, the container and load balancer health check): 200 when the database answers, the job
 * queue runs (or, in tests, starts on first use) and mail and payments are configured for this environment; 503
 * with the failing check otherwise, and from the moment SIGTERM arrives (server.ts keeps serving for the grace period
 * SHUTDOWN_GRACE_SECONDS, so the load balancer stops sending here before the instance closes).
 */
export function healthRoutes(db: Database, clock: Clock, readiness: ReadinessSources): FastifyPluginAsyncZod {
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

    app.get(
      '/ready',
      {
        config: { access: 'public' },
        schema: {
          tags: ['health'],
          summary: 'Readiness: database, job queue, mail and payment configuration',
          description:
            'For health checks of a container or a load balancer: 200 when this instance can serve, 503 with the ' +
            'failing check when it cannot (database unreachable, job queue not running, production without SMTP ' +
            'or without a payment provider) and from the moment it is asked to stop.',
          response: { 200: ReadinessSchema, 503: ReadinessSchema, 500: ErrorBodySchema },
        },
      },
      async (_request, reply) => {
        const up = await pingDatabase(db);
        const jobState = readiness.jobs.state();
        const draining = readiness.draining();
        const checks = {
          server: { ready: !draining, detail: draining ? 'draining' : 'serving' },
          database: { ready: up, detail: up ? 'up' : 'down' },
          jobs: { ready: jobState === 'running' || jobState === 'lazy', detail: jobState },
          mail: readiness.mail,
          payments: readiness.payments,
        };
        const ready = Object.values(checks).every((check) => check.ready);
        return reply.status(ready ? 200 : 503).send({
          status: ready ? 'ready' : 'not_ready',
          checks,
          version: API_VERSION,
          time: clock.now().toISOString(),
        });
      },
    );
  };
}
