import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, JurisdictionListSchema, PracticeAreaListSchema } from '@counsel/contracts';
import type { CatalogTaxonomyService } from './catalog-taxonomy.service.js';

/** GET /api/catalog/jurisdictions and /api/catalog/practice-areas: the options of the catalog filters. */
export function catalogTaxonomyRoutes(service: CatalogTaxonomyService): FastifyPluginAsyncZod {
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
      async () => service.listJurisdictions(),
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
      async () => service.listPracticeAreas(),
    );
  };
}
