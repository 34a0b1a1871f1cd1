import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CourseDetailSchema,
  CourseIdParamsSchema,
  CourseListQuerySchema,
  CourseListSchema,
  ErrorBodySchema,
} from '@counsel/contracts';
import { sendCachedBody } from './catalog-cache.js';
import type { CatalogResponses } from './catalog-responses.js';

/**
 * The public catalog: GET /api/courses and GET /api/courses/{courseId}, answered from the catalog cache with an
 * ETag (304 when the client holds the same body).
 */
export function coursesRoutes(catalog: CatalogResponses): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/courses',
      {
        config: { access: 'public' },
        schema: {
          tags: ['courses'],
          summary: 'A page of published courses, filtered and searched',
          querystring: CourseListQuerySchema,
          response: { 200: CourseListSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
        },
      },
      async (request, reply) => sendCachedBody(request, reply, await catalog.list(request.query)),
    );

    app.get(
      '/courses/:courseId',
      {
        config: { access: 'public' },
        schema: {
          tags: ['courses'],
          summary: 'One published course with its credit per jurisdiction (by id or slug)',
          params: CourseIdParamsSchema,
          response: {
            200: CourseDetailSchema,
            400: ErrorBodySchema,
            404: ErrorBodySchema,
            429: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => sendCachedBody(request, reply, await catalog.course(request.params.courseId)),
    );
  };
}
