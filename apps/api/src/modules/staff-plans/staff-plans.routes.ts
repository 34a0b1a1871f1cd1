import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreatePriceRequestSchema,
  StaffPlanListSchema,
  StaffPlanParamsSchema,
  StaffPlanSchema,
  UpdatePlanRequestSchema,
} from '@counsel/contracts';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireIdentity } from '../../plugins/route-access.js';
import type { StaffPlansService } from './staff-plans.service.js';

const staff = { access: 'staff' as const };
const tags = ['staff'];

/** The staff console's Plans and prices area (docs/product-rules.md#plans-and-prices). */
export function staffPlansRoutes(service: StaffPlansService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/staff/plans',
      {
        config: staff,
        schema: {
          tags,
          summary:
            'Every membership plan with its features, its prices on sale and its replaced prices, each with the ' +
            'subscriptions that hold it',
          response: { 200: StaffPlanListSchema, ...errorResponses(401, 403, 429) },
        },
      },
      async () => service.list(),
    );
    app.put(
      '/staff/plans/:planId',
      {
        config: staff,
        schema: {
          tags,
          summary:
            "Edit a plan's name, description, whether it is on sale, and its features (in display order)",
          params: StaffPlanParamsSchema,
          body: UpdatePlanRequestSchema,
          response: { 200: StaffPlanSchema, ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      async (request) => service.update(requireIdentity(request), request.params.planId, request.body),
    );
    app.post(
      '/staff/plans/:planId/prices',
      {
        config: staff,
        schema: {
          tags,
          summary:
            'A new price for the plan and interval: created at the payment provider with its id as lookup key, it ' +
            'replaces the price on sale, which stays with the subscriptions that hold it (prices are never edited)',
          params: StaffPlanParamsSchema,
          body: CreatePriceRequestSchema,
          response: { 201: StaffPlanSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.createPrice(requireIdentity(request), request.params.planId, request.body)),
    );
  };
}
