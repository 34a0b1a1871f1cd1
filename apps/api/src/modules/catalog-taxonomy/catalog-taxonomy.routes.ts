import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, JurisdictionListSchema, PracticeAreaListSchema } from '@counsel/contracts';
import { sendCachedBody, type CatalogCache } from '../courses/catalog-cache.js';
import type { CatalogTaxonomyService } from './catalog-taxonomy.service.js';

/**
 * GET /api/catalog/jurisdictions and /api/catalog/practice-areas: the options of the catalog filters, answered from
 * the catalog cache (its triggers cover both tables; ADR 016) with an ETag.
 */
export function catalogTaxonomyRoutes(
  service: CatalogTaxonomyService,
  cache: CatalogCache,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/catalog/jurisdictions',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalog'],
          summary: 'Every jurisdiction courses can carry credit in',
          response: { 200: JurisdictionListSchema, 429: ErrorBodySchema },
        },
      },
      async (request, reply) =>
        sendCachedBody(
          request,
          reply,
          await cache.get('jurisdictions', async () =>
            z.encode(JurisdictionListSchema, await service.listJurisdictions()),
          ),
        ),
    );
    app.get(
      '/catalog/practice-areas',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalog'],
          summary: 'Every practice area of the catalog',
          response: { 200: PracticeAreaListSchema, 429: ErrorBodySchema },
        },
      },
      async (request, reply) =>
        sendCachedBody(
          request,
          reply,
          await cache.get('practice-areas', async () =>
            z.encode(PracticeAreaListSchema, await service.listPracticeAreas()),
          ),
        ),
    );
  };
}
