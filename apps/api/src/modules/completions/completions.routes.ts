import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CertificateNumberParamsSchema,
  CertificateVerificationSchema,
  ClaimCreditRequestSchema,
  CompletionListSchema,
  CompletionSchema,
  CourseCompletionStatusSchema,
  CourseIdParamsSchema,
} from '@counsel/contracts';
import { requireIdentity } from '../../plugins/route-access.js';
import type { CompletionsService } from './completions.service.js';
import { errorResponses } from '../../plugins/error-responses.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
/** Binary bodies bypass the JSON serializer (the schema above documents the route, it does not shape bytes). */
function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

const signedIn = { access: 'signed-in' as const };
const tags = ['completions'];

/** The spec's /completed-course endpoints, the claim, the certificate PDF and its public verification. */
export function completionsRoutes(service: CompletionsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/completed-course',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'My completed courses with their credit and certificates, newest first',
          response: { 200: CompletionListSchema, ...errors },
        },
      },
      async (request) => service.listCompletedCourses(requireIdentity(request)),
    );

    app.get(
      '/completed-course/:courseId',
      {
        config: signedIn,
        schema: {
          tags,
          summary:
            'Where I stand in a course: the requirements of credit, where I can claim it, my completion',
          params: CourseIdParamsSchema,
          response: { 200: CourseCompletionStatusSchema, ...errors },
        },
      },
      async (request) => service.getCompletionStatus(requireIdentity(request), request.params.courseId),
    );

    app.post(
      '/completed-course/:courseId',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Claim credit for a course whose requirements are all met',
          description:
            'Writes the completion once (201; 200 with the existing one on any later or parallel call): the credit ' +
            'per chosen jurisdiction by its minutes per credit hour, never more than approved, and the verification ' +
            'evidence. A job then issues exactly one certificate PDF and e-mails it. 409 REQUIREMENTS_NOT_MET ' +
            '(details.missing), 400 JURISDICTION_NOT_CLAIMABLE.',
          params: CourseIdParamsSchema,
          body: ClaimCreditRequestSchema,
          response: { 200: CompletionSchema, 201: CompletionSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { completion, created } = await service.claimCredit(
          requireIdentity(request),
          request.params.courseId,
          request.body,
        );
        return reply.status(created ? 201 : 200).send(completion);
      },
    );

    app.get(
      '/certificates/:certificateNumber/pdf',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Download my certificate (PDF)',
          params: CertificateNumberParamsSchema,
          response: { 200: z.string().describe('application/pdf'), ...errors },
        },
      },
      async (request, reply) => {
        const { certificateNumber } = request.params;
        const pdf = await service.downloadCertificate(requireIdentity(request), certificateNumber);
        return sendPdf(reply, pdf, `certificate-${certificateNumber}.pdf`);
      },
    );

    app.get(
      '/certificates/verify/:certificateNumber',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Public verification of a certificate by its number (no sign-in)',
          description:
            'The facts printed on the certificate and whether it is valid; nothing else about the lawyer. ' +
            '404 CERTIFICATE_NOT_FOUND for an unknown number.',
          params: CertificateNumberParamsSchema,
          response: { 200: CertificateVerificationSchema, ...errors },
        },
      },
      async (request) => service.verifyCertificate(request.params.certificateNumber),
    );
  };
}
