import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@counsel/contracts';
import { newMember } from '../../testing/learning-fixtures.js';
import type { TestApp } from '../../testing/test-app.js';
import { createVideoTestApp, enrollWithPlayback } from '../../testing/video-fixtures.js';
import { registerPrometheusMetrics } from './prometheus-metrics.js';

const APP_URL = 'http://counsel.test';
const COURSE = 'divorce-mediation-essentials';
const TOKEN = 'metrics-token-for-the-tests-0123456789';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await createVideoTestApp(APP_URL, COURSE, undefined, { METRICS_TOKEN: TOKEN }));
});
afterAll(async () => t.close());

async function scrape(app = t.app, authorization = `Bearer ${TOKEN}`) {
  return app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });
}

/** The value of one series in the exposition text, or null when it is absent. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('answers 401 without the metrics token, with a wrong one, or with a user token, and shows nothing', async () => {
    const member = await newMember(t.app, t.database.db, APP_URL, 'metrics-member');
    for (const authorization of ['', `Bearer ${TOKEN}x`, 'Bearer wrong', member.headers.authorization]) {
      const response = await scrape(t.app, authorization);
      expect(response.statusCode).toBe(401);
      expect(ErrorBodySchema.parse(response.json()).error.code).toBe('UNAUTHENTICATED');
      expect(response.body).not.toContain('counsel_');
    }
  });

  it('counts requests by route template and status, not by path', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: `/api/courses/${COURSE}` });
    await t.app.inject({ method: 'GET', url: '/api/courses/no-such-course' });
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(
      sample(
        text,
        'counsel_http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'counsel_http_request_duration_seconds_count{method="GET",route="/api/courses/:courseId",status_code="200"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'counsel_http_request_duration_seconds_count{method="GET",route="/api/courses/:courseId",status_code="404"}',
      ),
    ).toBe(1);
    expect(text).not.toContain(COURSE);
    // The process's own metrics, and the jobs gauge (read at the scrape).
    expect(text).toContain('counsel_process_cpu_seconds_total');
    expect(text).toContain('# TYPE counsel_jobs gauge');
    expect(text).toContain('# TYPE counsel_db_pool_connections gauge');
  });

  it('counts the heartbeats it judged, by whether they credited time', async () => {
    const { member, playbackToken } = await enrollWithPlayback(t, APP_URL, COURSE);
    const series = 'counsel_heartbeats_judged_total{credited="false"}';
    const before = sample((await scrape()).body, series) ?? 0;
    const beat = await t.app.inject({
      method: 'POST',
      url: `/api/mux/progress/${COURSE}`,
      headers: member.headers,
      payload: {
        sessionId: crypto.randomUUID(),
        event: 'start',
        position: 0,
        playbackRate: 1,
        playbackToken,
      },
    });
    expect(beat.statusCode).toBe(200);
    expect(sample((await scrape()).body, series)).toBe(before + 1);
  });
});

/** A bare app with the zod compilers the real one has: the adapter alone, fed made-up pools and job counts. */
function bareApp() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

describe('the Prometheus adapter', () => {
  it('counts certificates and webhook events, and reads the pools and the jobs at the scrape', async () => {
    const app = bareApp();
    const metrics = registerPrometheusMetrics(app, TOKEN, {
      pools: () => [{ pool: 'main', total: 7, idle: 3, waiting: 2 }],
      jobs: { counts: async () => [{ queue: 'certificates', state: 'failed', count: 4 }] },
    });
    try {
      metrics.certificateIssued();
      metrics.webhookEvent('stripe', 'checkout-completed', 'processed');
      metrics.webhookEvent('stripe', 'checkout-completed', 'processed');
      metrics.webhookEvent('zoom', 'participant_joined', 'failed');
      metrics.heartbeatJudged(true);
      const text = (await scrape(app)).body;
      expect(sample(text, 'counsel_certificates_issued_total')).toBe(1);
      expect(
        sample(
          text,
          'counsel_webhook_events_total{source="stripe",type="checkout-completed",outcome="processed"}',
        ),
      ).toBe(2);
      expect(
        sample(
          text,
          'counsel_webhook_events_total{source="zoom",type="participant_joined",outcome="failed"}',
        ),
      ).toBe(1);
      expect(sample(text, 'counsel_heartbeats_judged_total{credited="true"}')).toBe(1);
      expect(sample(text, 'counsel_db_pool_connections{pool="main",state="waiting"}')).toBe(2);
      expect(sample(text, 'counsel_jobs{queue="certificates",state="failed"}')).toBe(4);
    } finally {
      await app.close();
    }
  });

  it('does not fail the scrape when the job counts cannot be read', async () => {
    const app = bareApp();
    registerPrometheusMetrics(app, TOKEN, {
      pools: () => [],
      jobs: {
        counts: async () => {
          throw new Error('the database is away');
        },
      },
    });
    try {
      const response = await scrape(app);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('counsel_certificates_issued_total 0');
    } finally {
      await app.close();
    }
  });
});
