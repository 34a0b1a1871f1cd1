import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CourseDetailSchema,
  CourseIdParamsSchema,
  CourseListQuerySchema,
  CourseListSchema,
  ErrorBodySchema,
} from '@counsel/contracts';
import type { CoursesService } from './courses.service.js';

/** The public catalog: GET /api/courses and GET /api/courses/{courseId}. */
export function coursesRoutes(service: CoursesService): FastifyPluginAsyncZod {
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
      async (request) => service.listCourses(request.query),
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
      async (request) => service.getCourse(request.params.courseId),
    );
  };
}
