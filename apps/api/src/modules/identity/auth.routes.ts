import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import {
  AuthProvidersSchema,
  ErrorBodySchema,
  GoogleSignInRequestSchema,
  GoogleSignInResponseSchema,
  RegisteredUserSchema,
  RegisterQuerySchema,
  RegisterRequestSchema,
} from '@counsel/contracts';
import type { GoogleSignInService } from './google-sign-in.service.js';
import { createAttemptCounter } from './identity-attempt-limits.js';
import type { IdentityService, SignUpInvitations } from './identity.service.js';

/**
 * POST /api/auth/register: sign-up with the product's own rules; the provider sends the e-mail.
 * POST /api/auth/register-google: sign-up or sign-in with a Google ID token; GET /api/auth/providers says
 * whether Google is on.
 */
export function authRoutes(
  service: IdentityService,
  google: GoogleSignInService,
  invitations: Pick<SignUpInvitations, 'acceptOnSignUp'>,
  attemptsPerIp?: number,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Both routes count every request they serve, however its path was spelled.
    const countAttempt = createAttemptCounter(app, attemptsPerIp);
    app.post(
      '/auth/register',
      {
        config: { access: 'public' },
        preHandler: countAttempt,
        schema: {
          tags: ['auth'],
          summary: 'Create an account and send the verification e-mail',
          description:
            'With `token` (a firm invitation sent to this address) the new account joins the firm and is verified ' +
            'at once (user.emailVerified true). An invitation that cannot be used answers its code before any ' +
            'account is created: 404 INVITATION_NOT_FOUND, 410 INVITATION_EXPIRED / INVITATION_REVOKED / ' +
            'INVITATION_USED, 403 INVITATION_EMAIL_MISMATCH.',
          querystring: RegisterQuerySchema,
          body: RegisterRequestSchema,
          response: {
            201: RegisteredUserSchema,
            400: ErrorBodySchema,
            403: ErrorBodySchema,
            404: ErrorBodySchema,
            409: ErrorBodySchema,
            410: ErrorBodySchema,
            429: ErrorBodySchema,
          },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.register(request.body, request.query.token)),
    );

    app.get(
      '/auth/providers',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          summary: 'Sign-in methods besides e-mail and password (Google, with its public client id, or null)',
          response: { 200: AuthProvidersSchema },
        },
      },
      async () => google.listProviders(),
    );

    app.post(
      '/auth/register-google',
      {
        config: { access: 'public' },
        preHandler: countAttempt,
        schema: {
          tags: ['auth'],
          summary: 'Sign up or sign in with a Google ID token; sets the session cookie',
          description:
            'Verifies the Google ID token (issuer, audience GOOGLE_CLIENT_ID, expiry, verified e-mail), then ' +
            'creates the account, or links Google to the account of that e-mail, and signs the user in (the ' +
            'same session cookie as an e-mail sign-in). The optional `token` query is an enterprise invitation, ' +
            'accepted as POST /api/auth/register accepts it. 404 GOOGLE_SIGN_IN_DISABLED when the server has ' +
            'no GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET; 401 GOOGLE_TOKEN_INVALID when the token is refused.',
          querystring: RegisterQuerySchema,
          body: GoogleSignInRequestSchema,
          response: {
            200: GoogleSignInResponseSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            404: ErrorBodySchema,
            429: ErrorBodySchema,
            503: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const result = await google.signIn(request.body.token, fromNodeHeaders(request.headers));
        if (result.setCookies.length > 0) void reply.header('set-cookie', result.setCookies);
        // Google verified the address: an invitation sent to it is accepted (the accept page explains any other case).
        const { token } = request.query;
        if (token && (await invitations.acceptOnSignUp(result.body.user.id, token))) {
          return reply
            .status(200)
            .send({ ...result.body, user: { ...result.body.user, emailVerified: true } });
        }
        return reply.status(200).send(result.body);
      },
    );
  };
}
