import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadinessSchema } from '@counsel/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const PRODUCTION = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32) } as const;

async function ready(t: TestApp) {
  const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
  return { status: response.statusCode, body: ReadinessSchema.parse(response.json()) };
}

describe('GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('is ready in development: database up, queue starting on first use, the outbox and the sandbox', async () => {
    const { status, body } = await ready(t);
    expect(status).toBe(200);
    expect(body.status).toBe('ready');
    expect(body.checks).toEqual({
      server: { ready: true, detail: 'serving' },
      database: { ready: true, detail: 'up' },
      jobs: { ready: true, detail: 'lazy' },
      mail: { ready: true, detail: 'outbox' },
      payments: { ready: true, detail: 'sandbox' },
    });
  });

  it('is public: no token needed, and a bad one changes nothing', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/ready',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('in production, is not ready without SMTP or a payment provider, and says which', async () => {
    const production = await createTestApp(PRODUCTION, { database: t.database });
    try {
      const { status, body } = await ready(production);
      expect(status).toBe(503);
      expect(body.status).toBe('not_ready');
      expect(body.checks.mail).toEqual({ ready: false, detail: 'outbox' });
      expect(body.checks.payments).toEqual({ ready: false, detail: 'off' });
      expect(body.checks.database.ready).toBe(true);
    } finally {
      await production.close();
    }
  });

  it('in production, is ready with SMTP and the sandbox switched on explicitly', async () => {
    const production = await createTestApp(
      { ...PRODUCTION, SMTP_URL: 'smtp://127.0.0.1:2525', PAYMENTS_SANDBOX: 'true' },
      { database: t.database },
    );
    try {
      const { status, body } = await ready(production);
      expect(status).toBe(200);
      expect(body.checks.mail).toEqual({ ready: true, detail: 'smtp' });
      expect(body.checks.payments).toEqual({ ready: true, detail: 'sandbox' });
    } finally {
      await production.close();
    }
  });
});

describe('GET /api/ready when something is down', () => {
  it('answers 503 once the instance is draining (SIGTERM), while it still serves other requests', async () => {
    const t = await createTestApp();
    try {
      t.app.lifecycle.draining = true;
      const { status, body } = await ready(t);
      expect(status).toBe(503);
      expect(body.checks.server).toEqual({ ready: false, detail: 'draining' });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('answers 503 when the job queue has stopped', async () => {
    const t = await createTestApp();
    try {
      await t.queue.stop();
      const { status, body } = await ready(t);
      expect(status).toBe(503);
      expect(body.checks.jobs).toEqual({ ready: false, detail: 'stopped' });
      expect(body.checks.database.ready).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('answers 503 when the database is gone, while health says the same', async () => {
    const t = await createTestApp();
    await t.database.close();
    const { status, body } = await ready(t);
    expect(status).toBe(503);
    expect(body.checks.database).toEqual({ ready: false, detail: 'down' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    await t.app.close();
  });
});
