import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EnterpriseQuoteQuerySchema,
  EnterpriseQuoteSchema,
  ErrorBodySchema,
  MembershipPlanListSchema,
} from '@counsel/contracts';
import type { MembershipsService } from './memberships.service.js';

/** Plans change rarely and are the same for everyone: browsers and shared caches may keep them 5 minutes. */
export const MEMBERSHIPS_CACHE_CONTROL = 'public, max-age=300';

/**
 * Membership plans and prices, all public: GET /api/content/memberships (the content service, cacheable),
 * GET /api/subscription (what can be bought) and GET /api/subscription/enterprise/price?seats=&interval=.
 */
export function membershipsRoutes(service: MembershipsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/content/memberships',
      {
        config: { access: 'public' },
        schema: {
          tags: ['memberships'],
          summary: 'The membership plans with their features (ordered, included or not) and prices',
          response: { 200: MembershipPlanListSchema, 429: ErrorBodySchema },
        },
      },
      async (_request, reply) => {
        const plans = await service.listPlans();
        void reply.header('cache-control', MEMBERSHIPS_CACHE_CONTROL);
        return plans;
      },
    );

    app.get(
      '/subscription',
      {
        config: { access: 'public' },
        schema: {
          tags: ['memberships'],
          summary: 'The plans and prices on sale now, with their price ids for checkout',
          response: { 200: MembershipPlanListSchema, 429: ErrorBodySchema },
        },
      },
      async () => service.listPurchasablePlans(),
    );

    app.get(
      '/subscription/enterprise/price',
      {
        config: { access: 'public' },
        schema: {
          tags: ['memberships'],
          summary: 'The enterprise price for a number of seats: volume tier, price per seat and total',
          querystring: EnterpriseQuoteQuerySchema,
          response: {
            200: EnterpriseQuoteSchema,
            400: ErrorBodySchema,
            404: ErrorBodySchema,
            429: ErrorBodySchema,
          },
        },
      },
      async (request) => service.quoteEnterprise(request.query),
    );
  };
}
