import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangeNameRequestSchema,
  EmailVerificationStateSchema,
  ErrorBodySchema,
  UserEnterpriseSchema,
  UserProfileSchema,
  UserSubscriptionSchema,
} from '@counsel/contracts';
import { requireIdentity } from '../../plugins/route-access.js';
import type { UsersService } from './users.service.js';
import { errorResponses } from '../../plugins/error-responses.js';

const errors = errorResponses(401, 403, 429);

/** GET /api/user/subscription and GET /api/user/enterprise: fetched by the browser after every sign-in. */
export function usersRoutes(service: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/subscription',
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['user'],
          summary: "The signed-in user's subscription, or null",
          response: { 200: UserSubscriptionSchema, ...errors },
        },
      },
      async (request) => service.getSubscription(requireIdentity(request)),
    );
    app.get(
      '/user/enterprise',
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['user'],
          summary: "The signed-in user's firm, or null",
          response: { 200: UserEnterpriseSchema, ...errors },
        },
      },
      async (request) => service.getEnterprise(requireIdentity(request)),
    );
    app.post(
      '/user/change-name',
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['user'],
          summary: "Change the signed-in user's full name",
          body: ChangeNameRequestSchema,
          response: { 200: UserProfileSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...errors },
        },
      },
      async (request) => service.changeName(requireIdentity(request), request.body.fullName),
    );
    app.get(
      '/user/verify-email',
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['user'],
          summary: 'Whether the e-mail address is verified; re-sends the verification e-mail when it is not',
          response: { 200: EmailVerificationStateSchema, 404: ErrorBodySchema, ...errors },
        },
      },
      async (request) => service.getVerificationState(requireIdentity(request)),
    );
  };
}
