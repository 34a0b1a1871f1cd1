import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.js';
import { etagMatches } from '../courses/catalog-cache.js';
import { toPublicResponse, type PublicPageCache, type PublicResponse } from './public-page-renderer.js';
import type { PublicPagesService } from './public-pages.service.js';

const XML = 'application/xml; charset=utf-8';
const noSuchSitemap = () => new AppError('NOT_FOUND', 'No such sitemap.');

/**
 * GET /sitemap.xml (and its parts, /sitemap-{n}.xml, once it holds more than 50,000 URLs) and GET /robots.txt, at
 * the site's root (app.ts registers this module without /api). The sitemap is made once per catalog version.
 */
export function publicPagesRoutes(
  service: PublicPagesService,
  cache: PublicPageCache,
): FastifyPluginAsyncZod {
  return async (app) => {
    const sendXml = (request: FastifyRequest, reply: FastifyReply, answer: PublicResponse | null) => {
      if (!answer || answer.status === 404) throw noSuchSitemap();
      void reply.type(XML).header('cache-control', 'public, max-age=3600').header('etag', answer.etag);
      if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      return reply.send(answer.body);
    };
    app.get(
      '/sitemap.xml',
      {
        config: { access: 'public' },
        schema: { hide: true, response: { 200: z.string() } },
      },
      async (request, reply) =>
        sendXml(
          request,
          reply,
          await cache.get('sitemap', async () => toPublicResponse(200, await service.sitemapXml())),
        ),
    );
    app.get(
      '/sitemap-:part.xml',
      {
        config: { access: 'public' },
        schema: { hide: true, params: z.object({ part: z.string() }), response: { 200: z.string() } },
      },
      async (request, reply) => {
        const part = /^[1-9]\d{0,5}$/.test(request.params.part) ? Number(request.params.part) : null;
        if (part === null) throw noSuchSitemap();
        const answer = await cache.get(`sitemap\u0000${part}`, async () => {
          const xml = await service.sitemapPartXml(part);
          return xml === null ? toPublicResponse(404, '') : toPublicResponse(200, xml);
        });
        return sendXml(request, reply, answer);
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
