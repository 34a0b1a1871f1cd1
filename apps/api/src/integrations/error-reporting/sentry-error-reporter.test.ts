import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { ErrorEvent } from '@sentry/node';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@counsel/contracts';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config/env.js';
import type { DatabaseHandle } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { createTestDatabase } from '../../testing/test-database.js';
import type { AuthVerifier } from '../auth/auth-verifier.js';
import { LocalFileStorage } from '../file-storage/local-file-storage.js';
import { createInMemoryJobQueue } from '../jobs/in-memory-job-queue.js';
import { createErrorReporter } from './create-error-reporter.js';
import { noErrorReporter } from './error-reporter.js';
import { scrubEvent } from './sentry-error-reporter.js';

// What a request may carry that must never reach the error tracker.
const EMAIL = 'ada.lovelace@example.com';
const TOKEN = 'reset-token-7d1f0c9b';
const BEARER = 'id-token-of-ada';
const COOKIE = 'better-auth.session_token=session-secret-4e2a';
const PASSWORD = 'correct-horse-battery';
const CLIENT_IP = '203.0.113.77';
const USER_ID = 'user-0b9e5c2d';
const REQUEST_ID = 'req-sentry-test-0001';
const COURSE_ID = 'course-5h2k9q';

describe('createErrorReporter', () => {
  it('reports nothing without SENTRY_DSN', async () => {
    expect(await createErrorReporter(testConfig())).toBe(noErrorReporter);
  });
});

describe('scrubEvent', () => {
  it('keeps the user id, the route template and the stack, and drops everything else about the person', () => {
    const fat: ErrorEvent = {
      type: undefined,
      event_id: 'e1',
      level: 'error',
      platform: 'node',
      environment: 'production',
      server_name: 'api-1.internal',
      user: { id: USER_ID, email: EMAIL, username: 'ada', ip_address: CLIENT_IP, name: 'Ada Lovelace' },
      request: {
        method: 'POST',
        url: `https://counsel.example/api/courses/c-1/enroll?token=${TOKEN}`,
        query_string: `token=${TOKEN}`,
        headers: { authorization: `Bearer ${BEARER}`, cookie: COOKIE, 'x-forwarded-for': CLIENT_IP },
        cookies: { session: COOKIE },
        data: { email: EMAIL, password: PASSWORD },
        env: { REMOTE_ADDR: CLIENT_IP },
      },
      tags: { request_id: REQUEST_ID, route: '/api/courses/:courseId/enroll', method: 'POST', email: EMAIL },
      extra: { body: { email: EMAIL } },
      contexts: { runtime: { name: 'node', version: 'v20.20.0' }, culture: { timezone: 'Europe/London' } },
      breadcrumbs: [{ category: 'http', data: { url: `https://counsel.example/reset?token=${TOKEN}` } }],
      modules: { fastify: '5.0.0' },
      message: `mail to ${EMAIL} failed`,
      exception: {
        values: [
          {
            type: 'Error',
            value: `could not enrol ${EMAIL}: see https://counsel.example/auth/reset-password?token=${TOKEN}#top`,
            mechanism: { type: 'generic', handled: true, data: { arguments: EMAIL } },
            stacktrace: {
              frames: [
                { filename: '/app/dist/server.js', lineno: 10, vars: { email: EMAIL, password: PASSWORD } },
              ],
            },
          },
        ],
      },
    };
    const event = scrubEvent(fat);
    const sent = JSON.stringify(event);
    for (const secret of [
      EMAIL,
      TOKEN,
      BEARER,
      COOKIE,
      PASSWORD,
      CLIENT_IP,
      'api-1.internal',
      'Lovelace',
      'London',
    ]) {
      expect(sent, secret).not.toContain(secret);
    }
    expect(event.user).toEqual({ id: USER_ID });
    expect(event.request).toEqual({ method: 'POST', url: '/api/courses/:courseId/enroll' });
    expect(event.transaction).toBe('POST /api/courses/:courseId/enroll');
    expect(event.tags).toEqual({
      request_id: REQUEST_ID,
      route: '/api/courses/:courseId/enroll',
      method: 'POST',
    });
    expect(event.contexts).toEqual({ runtime: { name: 'node', version: 'v20.20.0' } });
    expect(event).not.toHaveProperty('breadcrumbs');
    expect(event).not.toHaveProperty('extra');
    expect(event).not.toHaveProperty('server_name');
    expect(event.message).toBe('mail to [email] failed');
    const exception = event.exception?.values?.[0];
    expect(exception?.value).toBe('could not enrol [email]: see https://counsel.example/auth/reset-password');
    expect(exception?.stacktrace?.frames).toEqual([{ filename: '/app/dist/server.js', lineno: 10 }]);
  });
});

/** A stand-in for Sentry's ingest: keeps every envelope POSTed to /api/<project>/envelope/. */
async function startIngest(): Promise<{ server: Server; port: number; envelopes: string[] }> {
  const envelopes: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const gzipped = request.headers['content-encoding'] === 'gzip';
      if (request.url?.startsWith('/api/1/envelope/')) {
        envelopes.push((gzipped ? gunzipSync(body) : body).toString('utf8'));
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, envelopes };
}

/** The event items of the envelopes (lines: the envelope header, then item header and payload pairs). */
function eventsIn(envelopes: string[]): ErrorEvent[] {
  const events: ErrorEvent[] = [];
  for (const envelope of envelopes) {
    const lines = envelope.split('\n').filter((line) => line.length > 0);
    for (let i = 1; i + 1 < lines.length; i += 2) {
      const header = JSON.parse(lines[i] ?? '{}') as { type?: string };
      if (header.type === 'event') events.push(JSON.parse(lines[i + 1] ?? '{}') as ErrorEvent);
    }
  }
  return events;
}

describe('the Sentry adapter in the app (SENTRY_DSN set)', () => {
  let ingest: Awaited<ReturnType<typeof startIngest>>;
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let dir: string;

  // The identity port stubbed: BEARER is a signed-in user with an e-mail address, anything else is refused.
  const authVerifier: AuthVerifier = {
    verify: async (token) => {
      if (token !== BEARER) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
      return { subject: USER_ID, issuer: 'test', email: EMAIL, emailVerified: true, role: 'GUEST' };
    },
  };

  beforeAll(async () => {
    ingest = await startIngest();
    dir = await mkdtemp(path.join(tmpdir(), 'counsel-error-reporting-'));
    await writeFile(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>Counsel CLE</title></head><body><div id="root"></div></body></html>',
    );
    database = await createTestDatabase();
    app = await buildApp({
      config: testConfig({
        SENTRY_DSN: `http://publickey@127.0.0.1:${ingest.port}/1`,
        SENTRY_BROWSER_DSN: 'https://browserkey@o7.ingest.sentry.example/42',
        WEB_DIST_DIR: dir,
      }),
      database,
      authVerifier,
      jobQueue: createInMemoryJobQueue({ executeSql: database.executeSql }),
      fileStorage: new LocalFileStorage(path.join(dir, 'files')),
    });
    addTestRoutes(app);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    await new Promise((resolve) => ingest.server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  const signedInHeaders = {
    authorization: `Bearer ${BEARER}`,
    cookie: COOKIE,
    'x-forwarded-for': CLIENT_IP,
    'x-request-id': REQUEST_ID,
  };

  it('hands the browser its DSN in the page and lets the CSP reach its Sentry host', async () => {
    for (const url of ['/dashboard/courses', '/dashboard/settings', '/index.html']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain(
        '<meta name="counsel-error-reporting" content="https://browserkey@o7.ingest.sentry.example/42" />',
      );
      expect(String(page.headers['content-security-policy'])).toMatch(
        /connect-src [^;]*https:\/\/o7\.ingest\.sentry\.example/,
      );
    }
  });

  it('reports the unexpected 500 with the user id and request id only, and no 4xx', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: `/api/test/courses/${COURSE_ID}/missing`,
      headers: signedInHeaders,
    });
    expect(missing.statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/test/courses/${COURSE_ID}/boom`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);

    const failed = await app.inject({
      method: 'POST',
      url: `/api/test/courses/${COURSE_ID}/boom?token=${TOKEN}&email=${encodeURIComponent(EMAIL)}`,
      headers: signedInHeaders,
      payload: { email: EMAIL, password: PASSWORD },
    });
    expect(failed.statusCode).toBe(500);
    expect(ErrorBodySchema.parse(failed.json()).error.code).toBe('INTERNAL_ERROR');

    // Closing the app flushes what is still on its way.
    await app.close();
    const events = eventsIn(ingest.envelopes);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event?.user).toEqual({ id: USER_ID });
    expect(event?.tags).toEqual({
      request_id: REQUEST_ID,
      route: '/api/test/courses/:courseId/boom',
      method: 'POST',
    });
    expect(event?.request).toEqual({ method: 'POST', url: '/api/test/courses/:courseId/boom' });
    expect(event?.exception?.values?.[0]?.value).toBe('Key (email)=([email]) already exists.');
    expect(event?.environment).toBe('test');

    // Nothing of the person, the request's URL, headers or body anywhere in what was sent.
    const sent = ingest.envelopes.join('\n');
    for (const secret of [EMAIL, TOKEN, BEARER, 'session-secret', PASSWORD, CLIENT_IP, COURSE_ID]) {
      expect(sent, secret).not.toContain(secret);
    }
    expect(Object.keys(event ?? {})).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(breadcrumbs|extra|server_name|modules)$/)]),
    );
    expect(JSON.stringify(event)).not.toMatch(/ip_address|127\.0\.0\.1/);
  });
});

/** Test-only routes: one that fails unexpectedly (quoting an e-mail address), one that answers a contract 404. */
function addTestRoutes(app: FastifyInstance): void {
  app.post('/api/test/courses/:courseId/boom', { config: { access: 'signed-in' } }, async () => {
    throw new Error(`Key (email)=(${EMAIL}) already exists.`);
  });
  app.get('/api/test/courses/:courseId/missing', { config: { access: 'signed-in' } }, async () => {
    throw new AppError('COURSE_NOT_FOUND', 'No such course.');
  });
}
