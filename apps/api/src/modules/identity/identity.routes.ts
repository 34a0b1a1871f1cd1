import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { AppError } from '../../errors/app-error.js';
import type { IdentityProvider } from '../../integrations/auth/better-auth.js';
import { identityErrorBody } from './identity-error-body.js';
import { createAttemptCounter, isLimitedIdentityPath, servedIdentityUrl } from './identity-attempt-limits.js';
import { newPasswordProblem } from './identity-password-checks.js';
import { holdUntilFloor } from './identity-response-floor.js';
import { refuseMalformedRedirectTargets } from './identity-redirect-targets.js';

/** Headers a client could set to claim another address; better-auth reads the first (its default `getIp`). */
const CLIENT_ADDRESS_HEADERS = [
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  'cf-connecting-ip',
  'true-client-ip',
];

/**
 * The headers handed to better-auth: the client's own, except that the client address is the one Fastify
 * resolved (`request.ip`, under the app's TRUST_PROXY), in the X-Forwarded-For header better-auth keys its rate
 * limit and its session records on. Whatever the client wrote in those headers is dropped.
 */
function providerHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  for (const name of CLIENT_ADDRESS_HEADERS) headers.delete(name);
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/**
 * /api/identity/*: the embedded identity provider's own endpoints (sign-up, sign-in, verify-email, password
 * reset, token, jwks), handed to better-auth as Fetch requests. Public: better-auth checks its own sessions.
 * A path not in its canonical form answers 404; credential endpoints are counted on the very URL served. Its
 * refusals keep their status and answer `{ error: { code, message } }`, like every other route (ADR 014).
 */
export function identityRoutes(
  identity: IdentityProvider,
  appUrl: string,
  attemptsPerIp?: number,
): FastifyPluginAsync {
  return async (app) => {
    const countAttempt = createAttemptCounter(app, attemptsPerIp);
    app.route({
      method: ['GET', 'POST'],
      url: '/identity/*',
      config: { access: 'public' },
      schema: { hide: true },
      preValidation: refuseMalformedRedirectTargets,
      handler: async (request, reply) => {
        const startedAt = performance.now();
        const url = servedIdentityUrl(request.url, appUrl);
        if (!url) throw new AppError('NOT_FOUND', 'No such endpoint.');
        if (isLimitedIdentityPath(url.pathname)) await countAttempt(request);
        const headers = providerHeaders(request);
        const { pathname } = url;
        const { method, body, query } = request;
        const problem = await newPasswordProblem(identity, { method, pathname, body, query, headers });
        if (problem) throw new AppError('PASSWORD_NOT_ALLOWED', problem);
        const hasBody = request.method !== 'GET' && request.body !== undefined && request.body !== null;
        const response = await identity.handler(
          new Request(url, {
            method: request.method,
            headers,
            ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
          }),
        );
        await holdUntilFloor({ method, pathname, status: response.status }, startedAt);
        void reply.status(response.status);
        response.headers.forEach((value, key) => {
          if (key !== 'set-cookie' && key !== 'content-length') void reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) void reply.header('set-cookie', cookies);
        if (response.status >= 400) {
          // better-auth's own refusal shape, `{ code, message }`, answered in the API's one shape.
          const body = identityErrorBody(response.status, await response.text());
          return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
        }
        return reply.send(response.body ? await response.text() : null);
      },
    });
  };
}
