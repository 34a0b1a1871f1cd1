import type { FastifyPluginAsync } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { IdentityProvider } from '../../integrations/auth/better-auth.js';
import { createAttemptLimiter } from './identity-attempt-limits.js';

/**
 * /api/identity/*: the embedded identity provider's own endpoints (sign-up, sign-in, verify-email, password
 * reset, token, jwks), handed to better-auth as Fetch requests. Public: better-auth checks its own sessions.
 */
export function identityRoutes(
  identity: IdentityProvider,
  appUrl: string,
  attemptsPerIp?: number,
): FastifyPluginAsync {
  return async (app) => {
    app.route({
      method: ['GET', 'POST'],
      url: '/identity/*',
      config: { access: 'public' },
      schema: { hide: true },
      preHandler: createAttemptLimiter(app, attemptsPerIp),
      handler: async (request, reply) => {
        const hasBody = request.method !== 'GET' && request.body !== undefined && request.body !== null;
        const response = await identity.handler(
          new Request(new URL(request.url, appUrl), {
            method: request.method,
            headers: fromNodeHeaders(request.headers),
            ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
          }),
        );
        void reply.status(response.status);
        response.headers.forEach((value, key) => {
          if (key !== 'set-cookie' && key !== 'content-length') void reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) void reply.header('set-cookie', cookies);
        return reply.send(response.body ? await response.text() : null);
      },
    });
  };
}
