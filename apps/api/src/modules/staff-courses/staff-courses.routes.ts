import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CourseDetailSchema,
  CourseVersionListSchema,
  ExpiringApprovalListSchema,
  ExpiringApprovalsQuerySchema,
  StaffCourseInputSchema,
  StaffCourseListQuerySchema,
  StaffCourseListSchema,
  StaffCourseParamsSchema,
  StaffCourseSchema,
  StaffCourseUpdateSchema,
  StaffCreditLineInputSchema,
  StaffCreditParamsSchema,
  StaffSpeakerInputSchema,
  StaffSpeakerListSchema,
  StaffSpeakerParamsSchema,
  StaffSpeakerSchema,
} from '@counsel/contracts';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireIdentity } from '../../plugins/route-access.js';
import type { ApprovalsService } from './approvals.service.js';
import type { CreditLinesService } from './credit-lines.service.js';
import type { SpeakersService } from './speakers.service.js';
import type { StaffCoursesService } from './staff-courses.service.js';

const staff = { access: 'staff' as const };
const tags = ['staff'];
const readErrors = errorResponses(400, 401, 403, 404, 429);
const writeErrors = errorResponses(400, 401, 403, 404, 409, 429);

/** The staff console's Courses, speakers and credit approvals (docs/product-rules.md#courses-and-versions). */
export function staffCoursesRoutes(services: {
  courses: StaffCoursesService;
  credits: CreditLinesService;
  speakers: SpeakersService;
  approvals: ApprovalsService;
}): FastifyPluginAsyncZod {
  const { courses, credits, speakers, approvals } = services;
  return async (app) => {
    app.get(
      '/staff/courses',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Every course, draft or published, searched and filtered',
          querystring: StaffCourseListQuerySchema,
          response: { 200: StaffCourseListSchema, ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (request) => courses.list(request.query),
    );
    app.post(
      '/staff/courses',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Create an on-demand course as a draft',
          body: StaffCourseInputSchema,
          response: { 201: StaffCourseSchema, ...writeErrors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await courses.create(requireIdentity(request), request.body)),
    );
    app.get(
      '/staff/courses/:courseId',
      {
        config: staff,
        schema: {
          tags,
          summary: 'One course with its speakers, practice areas and credit lines',
          params: StaffCourseParamsSchema,
          response: { 200: StaffCourseSchema, ...readErrors },
        },
      },
      async (request) => courses.get(request.params.courseId),
    );
    app.put(
      '/staff/courses/:courseId',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Edit a course (a published one moves to a new credit version when its credit changes)',
          params: StaffCourseParamsSchema,
          body: StaffCourseUpdateSchema,
          response: { 200: StaffCourseSchema, ...writeErrors },
        },
      },
      async (request) => courses.update(requireIdentity(request), request.params.courseId, request.body),
    );
    app.post(
      '/staff/courses/:courseId/publish',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Publish a course that has what a lawyer needs',
          params: StaffCourseParamsSchema,
          response: { 200: StaffCourseSchema, ...writeErrors },
        },
      },
      async (request) => courses.publish(requireIdentity(request), request.params.courseId),
    );
    app.post(
      '/staff/courses/:courseId/unpublish',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Take a course out of the catalog',
          params: StaffCourseParamsSchema,
          response: { 200: StaffCourseSchema, ...writeErrors },
        },
      },
      async (request) => courses.unpublish(requireIdentity(request), request.params.courseId),
    );
    app.get(
      '/staff/courses/:courseId/preview',
      {
        config: staff,
        schema: {
          tags,
          summary: 'The course as a lawyer sees it on its page, even a draft',
          params: StaffCourseParamsSchema,
          response: { 200: CourseDetailSchema, ...readErrors },
        },
      },
      async (request) => courses.preview(request.params.courseId),
    );
    app.get(
      '/staff/courses/:courseId/versions',
      {
        config: staff,
        schema: {
          tags,
          summary: "The course's credit versions, newest first",
          params: StaffCourseParamsSchema,
          response: { 200: CourseVersionListSchema, ...readErrors },
        },
      },
      async (request) => courses.versions(request.params.courseId),
    );
    app.post(
      '/staff/courses/:courseId/credits',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Add a credit line (jurisdiction × credit type × category)',
          params: StaffCourseParamsSchema,
          body: StaffCreditLineInputSchema,
          response: { 201: StaffCourseSchema, ...writeErrors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await credits.create(requireIdentity(request), request.params.courseId, request.body)),
    );
    app.put(
      '/staff/courses/:courseId/credits/:creditId',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Change a credit line: hours, status, accreditation number, dates',
          params: StaffCreditParamsSchema,
          body: StaffCreditLineInputSchema,
          response: { 200: StaffCourseSchema, ...writeErrors },
        },
      },
      async (request) =>
        credits.update(
          requireIdentity(request),
          request.params.courseId,
          request.params.creditId,
          request.body,
        ),
    );
    app.delete(
      '/staff/courses/:courseId/credits/:creditId',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Remove a credit line',
          params: StaffCreditParamsSchema,
          response: { 200: StaffCourseSchema, ...writeErrors },
        },
      },
      async (request) =>
        credits.remove(requireIdentity(request), request.params.courseId, request.params.creditId),
    );
    app.get(
      '/staff/speakers',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Every speaker',
          response: { 200: StaffSpeakerListSchema, ...errorResponses(401, 403, 429) },
        },
      },
      async () => speakers.list(),
    );
    app.post(
      '/staff/speakers',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Add a speaker',
          body: StaffSpeakerInputSchema,
          response: { 201: StaffSpeakerSchema, ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await speakers.create(requireIdentity(request), request.body)),
    );
    app.put(
      '/staff/speakers/:speakerId',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Edit a speaker (every course that lists them shows the change)',
          params: StaffSpeakerParamsSchema,
          body: StaffSpeakerInputSchema,
          response: { 200: StaffSpeakerSchema, ...readErrors },
        },
      },
      async (request) => speakers.update(requireIdentity(request), request.params.speakerId, request.body),
    );
    app.get(
      '/staff/approvals/expiring',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Approved credit lines that expire within the given number of days',
          querystring: ExpiringApprovalsQuerySchema,
          response: { 200: ExpiringApprovalListSchema, ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (request) => approvals.expiring(request.query),
    );
  };
}
