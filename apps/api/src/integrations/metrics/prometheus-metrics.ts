import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import type { PoolStats } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Metrics } from './metrics.js';

/** What the scrape reads at the moment it happens: the database pools and the job queue. */
export interface MetricSources {
  pools(): PoolStats[];
  jobs: Pick<JobQueue, 'counts'>;
}

const PREFIX = 'counsel_';

/** Request latency buckets (seconds): a cached catalog answer takes about 1 ms, a certificate PDF about 100. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * The Prometheus adapter of the metrics port: one registry per app (tests build many apps in one process), the
 * process's default metrics, request latency by route template and status, the database pools and the jobs by queue
 * and state (read at scrape time), and the product's counters (metrics.ts). Served at GET /metrics with
 * `Authorization: Bearer <METRICS_TOKEN>`; anything else gets 401 and no metric.
 */
export function registerPrometheusMetrics(
  app: FastifyInstance,
  token: string,
  sources: MetricSources,
): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: PREFIX });

  const requests = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'HTTP requests by method, route template and status code, with their duration',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: `${PREFIX}db_pool_connections`,
    help: 'PostgreSQL pool connections by pool (main, lookups) and state (total, idle, waiting = queries queued)',
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const pool of sources.pools()) {
        this.set({ pool: pool.pool, state: 'total' }, pool.total);
        this.set({ pool: pool.pool, state: 'idle' }, pool.idle);
        this.set({ pool: pool.pool, state: 'waiting' }, pool.waiting);
      }
    },
  });
  new Gauge({
    name: `${PREFIX}jobs`,
    help: 'Background jobs by queue and state (created and retry = waiting, active, completed, failed), all instances',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const { queue, state, count } of await sources.jobs.counts()) this.set({ queue, state }, count);
      } catch (error) {
        app.log.warn({ err: error }, 'job counts not read for the metrics');
      }
    },
  });
  const heartbeats = new Counter({
    name: `${PREFIX}heartbeats_judged_total`,
    help: 'Player heartbeats judged by this instance, by whether they credited watched time',
    labelNames: ['credited'] as const,
    registers: [registry],
  });
  const certificates = new Counter({
    name: `${PREFIX}certificates_issued_total`,
    help: 'Certificates issued by this instance',
    registers: [registry],
  });
  const webhooks = new Counter({
    name: `${PREFIX}webhook_events_total`,
    help: 'Webhook events processed by this instance, by source, event type and outcome',
    labelNames: ['source', 'type', 'outcome'] as const,
    registers: [registry],
  });

  app.addHook('onResponse', (request: FastifyRequest, reply, done) => {
    requests.observe(
      {
        method: request.method,
        // The template (/api/courses/:courseId), never the path: one series per route, not per course.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const expected = digest(`Bearer ${token}`);
  app.get(
    '/metrics',
    {
      config: { access: 'public' },
      schema: { hide: true, response: { 200: z.string() } },
    },
    async (request, reply) => {
      const given = request.headers.authorization;
      if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
        throw new AppError('UNAUTHENTICATED', 'The metrics need the metrics token.');
      }
      const body = await registry.metrics();
      return reply.type(registry.contentType).send(body);
    },
  );
  app.addHook('onClose', (_instance, done) => {
    registry.clear();
    done();
  });

  return {
    heartbeatJudged: (credited) => heartbeats.inc({ credited: String(credited) }),
    certificateIssued: () => certificates.inc(),
    webhookEvent: (source, type, outcome) => webhooks.inc({ source, type, outcome }),
  };
}
