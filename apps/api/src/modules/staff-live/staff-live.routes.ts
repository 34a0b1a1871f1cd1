import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnswerLiveQuestionRequestSchema,
  CancelLiveSessionRequestSchema,
  ScheduleLiveSessionRequestSchema,
  StaffLiveCourseParamsSchema,
  StaffLiveQuestionListSchema,
  StaffLiveQuestionParamsSchema,
  StaffLiveQuestionSchema,
  StaffLiveSessionDetailSchema,
  StaffLiveSessionListSchema,
  StaffLiveSessionParamsSchema,
  StaffLiveSessionsQuerySchema,
  UpdateLiveSessionRequestSchema,
} from '@counsel/contracts';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireIdentity } from '../../plugins/route-access.js';
import type { StaffLiveService } from './staff-live.service.js';

const staff = { access: 'staff' as const };
const tags = ['staff'];
const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** The staff console's Live sessions area (docs/product-rules.md#live-sessions). */
export function staffLiveRoutes(service: StaffLiveService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/staff/live-sessions',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Live sessions (canceled too) starting in [from, to), of one course or all, by start',
          querystring: StaffLiveSessionsQuerySchema,
          response: { 200: StaffLiveSessionListSchema, ...errors },
        },
      },
      async (request) => service.list(request.query),
    );
    app.get(
      '/staff/live-sessions/:sessionId',
      {
        config: staff,
        schema: {
          tags,
          summary: "A session, its registrants and each one's verified attendance",
          params: StaffLiveSessionParamsSchema,
          response: { 200: StaffLiveSessionDetailSchema, ...errors },
        },
      },
      async (request) => service.detail(request.params.sessionId),
    );
    app.post(
      '/staff/courses/:courseId/live-sessions',
      {
        config: staff,
        schema: {
          tags,
          summary:
            'Schedule a session of a live course; a Zoom room without a number is created through the Zoom API ' +
            '(409 ZOOM_NOT_CONFIGURED without it)',
          params: StaffLiveCourseParamsSchema,
          body: ScheduleLiveSessionRequestSchema,
          response: {
            201: StaffLiveSessionDetailSchema,
            ...errorResponses(400, 401, 403, 404, 409, 429, 503),
          },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.schedule(requireIdentity(request), request.params.courseId, request.body)),
    );
    app.put(
      '/staff/live-sessions/:sessionId',
      {
        config: staff,
        schema: {
          tags,
          summary:
            'Move a session that has not started, change its length or its capacity (never below the registered ' +
            'count); registrants are e-mailed a new time',
          params: StaffLiveSessionParamsSchema,
          body: UpdateLiveSessionRequestSchema,
          response: { 200: StaffLiveSessionDetailSchema, ...errors },
        },
      },
      async (request) => service.update(requireIdentity(request), request.params.sessionId, request.body),
    );
    app.post(
      '/staff/live-sessions/:sessionId/cancel',
      {
        config: staff,
        schema: {
          tags,
          summary:
            'Cancel a session that has not started: its registrations end and every registrant is e-mailed the reason',
          params: StaffLiveSessionParamsSchema,
          body: CancelLiveSessionRequestSchema,
          response: { 200: StaffLiveSessionDetailSchema, ...errors },
        },
      },
      async (request) => service.cancel(requireIdentity(request), request.params.sessionId, request.body),
    );
    app.get(
      '/staff/live-sessions/:sessionId/questions',
      {
        config: staff,
        schema: {
          tags,
          summary: "The built-in room's questions, with who asked",
          params: StaffLiveSessionParamsSchema,
          response: { 200: StaffLiveQuestionListSchema, ...errors },
        },
      },
      async (request) => service.questions(request.params.sessionId),
    );
    app.post(
      '/staff/live-sessions/:sessionId/questions/:questionId/answer',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Answer a question (it shows under the question in the built-in room)',
          params: StaffLiveQuestionParamsSchema,
          body: AnswerLiveQuestionRequestSchema,
          response: { 200: StaffLiveQuestionSchema, ...errors },
        },
      },
      async (request) =>
        service.answer(
          requireIdentity(request),
          request.params.sessionId,
          request.params.questionId,
          request.body,
        ),
    );
  };
}
