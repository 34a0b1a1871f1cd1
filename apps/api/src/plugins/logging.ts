import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { symbols, type LoggerOptions } from 'pino';
import { REDACTED, redactUrl } from '@counsel/domain';
import { traceFields } from '../integrations/tracing/request-id-attribute.js';

/*
 * What must never reach a log line (docs/operations.md#logs): credentials in headers, secrets and passwords in any
 * logged object, and the one-time tokens that links carry in their query or path (redactUrl, @counsel/domain).
 * pino replaces them with `[REDACTED]`; the e2e run's log is searched for leaks (e2e/support/log-leaks.ts).
 */

/** Keys whose value is a secret wherever they appear in a logged object (top level, or one level down). */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'playbackToken',
  'idToken',
  'secret',
  'webhookSecret',
  'clientSecret',
  'cardNumber',
  // An e-mail's body (a message object logged whole): its links carry one-time tokens.
  'html',
  'text',
];

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'req.headers["x-zm-signature"]',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
];

/** The request whose work is running: lets a log line written by a service carry the request id. */
const requestContext = new AsyncLocalStorage<{ requestId: string }>();
const CHINDINGS = symbols.chindingsSym;

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    // Every line written while a request is handled carries its id: request.log's lines have it bound already;
    // app.log's (services, jobs run inline) get it here.
    // With tracing on, a line written inside a traced span carries its trace and span ids too.
    mixin(_object, _level, logger) {
      const trace = traceFields();
      const context = requestContext.getStore();
      if (!context) return trace;
      const bindings = (logger as unknown as Record<symbol, string | undefined>)[CHINDINGS] ?? '';
      return bindings.includes('"reqId"') ? trace : { ...trace, reqId: context.requestId };
    },
  };
}

/** Runs the rest of each request inside its context (loggerOptions' mixin reads it). */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    requestContext.run({ requestId: request.id }, done);
  });
}
