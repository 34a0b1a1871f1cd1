import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PublicPagesService } from './public-pages.service.js';

/** GET /sitemap.xml and GET /robots.txt, at the site's root (app.ts registers this module without /api). */
export function publicPagesRoutes(service: PublicPagesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sitemap.xml',
      {
        config: { access: 'public' },
        schema: { hide: true, response: { 200: z.string() } },
      },
      async (_request, reply) => {
        void reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
        return service.sitemapXml();
      },
    );
    app.get(
      '/robots.txt',
      {
        config: { access: 'public' },
        schema: { hide: true, response: { 200: z.string() } },
      },
      async (_request, reply) => {
        void reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
        return service.robotsTxt();
      },
    );
  };
}
