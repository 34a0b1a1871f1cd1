import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CourseIdParamsSchema,
  EnrollmentListSchema,
  EnrollmentSchema,
  EnrollmentStateSchema,
  ErrorBodySchema,
} from '@counsel/contracts';
import { requireIdentity } from '../../plugins/route-access.js';
import type { LearningService } from './learning.service.js';
import { errorResponses } from '../../plugins/error-responses.js';

const errors = errorResponses(400, 401, 403, 404, 429);
const signedIn = { access: 'signed-in' as const };
const tags = ['learning'];

/**
 * Enrollment and My Learning. `/courses/enrolled` is a static path: find-my-way matches it before
 * the catalog's `/courses/:courseId` (learning.routes.test.ts checks it), so no course slug may be `enrolled`.
 */
export function learningRoutes(service: LearningService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/courses/enrolled',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'My enrollments, newest visit first, then newest enrollment',
          response: { 200: EnrollmentListSchema, ...errors },
        },
      },
      async (request) => service.listEnrollments(requireIdentity(request), 'all'),
    );

    app.get(
      '/courses/enrolled/in-progress',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'My enrollments that are started and not completed',
          response: { 200: EnrollmentListSchema, ...errors },
        },
      },
      async (request) => service.listEnrollments(requireIdentity(request), 'in-progress'),
    );

    app.get(
      '/courses/:courseId/is-enrolled',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Whether I am enrolled in a course, and whether I may enroll now',
          params: CourseIdParamsSchema,
          response: { 200: EnrollmentStateSchema, ...errors },
        },
      },
      async (request) => service.getEnrollmentState(requireIdentity(request), request.params.courseId),
    );

    app.post(
      '/courses/:courseId/enroll',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Enroll in a course (a member, or a buyer of this course)',
          description:
            'Creates the enrollment once: 201 when created, 200 with the existing one. Access comes from a purchase ' +
            'of this course (access PURCHASE, ENROLLED for good) or an active membership (access MEMBERSHIP, ' +
            'SUBSCRIPTION_EXPIRED while no membership is active). Without either: 403 MEMBERSHIP_REQUIRED with ' +
            "`details.accessOptions` (['MEMBERSHIP'], plus 'PURCHASE' when the course has a price). A live course " +
            'whose session is over (its join window closed) takes no new enrollment: 409 LIVE_SESSION_ENDED.',
          params: CourseIdParamsSchema,
          response: { 200: EnrollmentSchema, 201: EnrollmentSchema, 409: ErrorBodySchema, ...errors },
        },
      },
      async (request, reply) => {
        const { enrollment, created } = await service.enrollInCourse(
          requireIdentity(request),
          request.params.courseId,
        );
        return reply.status(created ? 201 : 200).send(enrollment);
      },
    );

    app.post(
      '/courses/:courseId',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Record that I opened a course I am enrolled in',
          description:
            'Called when the enrolled lawyer opens the course page or player: sets `startedAt` on the first call ' +
            'and `lastVisitedAt` on every call (My Learning orders by it; a started course is "in progress"). ' +
            'No body. Answers the enrollment; 403 NOT_ENROLLED when the lawyer is not enrolled in the course.',
          params: CourseIdParamsSchema,
          response: { 200: EnrollmentSchema, ...errors },
        },
      },
      async (request) => service.recordVisit(requireIdentity(request), request.params.courseId),
    );
  };
}
