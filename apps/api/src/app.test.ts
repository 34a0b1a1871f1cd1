import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, HealthSchema } from '@counsel/contracts';
import { createTestApp, type TestApp } from './testing/test-app.js';

describe('the HTTP frame', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'counsel-web-'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>Counsel CLE</title><div id="root"></div>',
    );
    t = await createTestApp({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => t.close());

  it('answers health 200 with the database up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(HealthSchema.parse(response.json())).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers a JSON 404 NOT_FOUND for unknown API paths, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(ErrorBodySchema.parse(response.json()).error.code).toBe('NOT_FOUND');
    }
  });

  it('serves the web app for client-side routes, and a 404 for missing files', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard/courses?type=CLE' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    // Without SENTRY_BROWSER_DSN the browser is told of no error reporting.
    expect(page.body).not.toContain('counsel-error-reporting');
    // index.html by name is the same app shell, never cached.
    const shell = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.body).toContain('<div id="root">');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/missing-chunk.js' });
    expect(asset.statusCode).toBe(404);
  });

  it('sends a strict Content-Security-Policy and the usual hardening headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps CORS closed by default', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/courses',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('echoes a well-formed request id and makes one up otherwise', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'req-12345678' },
    });
    expect(given.headers['x-request-id']).toBe('req-12345678');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('rejects a malformed JSON body with 400, and an oversized one with 413, never a 5xx', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/courses',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops":',
    });
    expect(malformed.statusCode).toBeLessThan(500);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/no-such-thing',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ blob: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBeLessThan(500);
  });

  it('publishes the OpenAPI document and the docs page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const body = doc.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/api/courses', '/api/courses/{courseId}']),
    );
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBeLessThan(400);
  });
});

describe('health when the database is gone', () => {
  it('answers 503 with database down', async () => {
    const t = await createTestApp();
    await t.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(HealthSchema.parse(response.json())).toMatchObject({ status: 'unavailable', database: 'down' });
    await t.app.close();
  });
});

describe('rate limiting', () => {
  it('answers 429 RATE_LIMITED past the limit', async () => {
    const t = await createTestApp({ RATE_LIMIT_MAX: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await t.app.inject({ method: 'GET', url: '/api/catalog/practice-areas' })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await t.app.inject({ method: 'GET', url: '/api/catalog/practice-areas' });
      expect(ErrorBodySchema.parse(limited.json()).error.code).toBe('RATE_LIMITED');
    } finally {
      await t.close();
    }
  });
});
