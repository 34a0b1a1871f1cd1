import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ResendVerificationResultSchema,
  RevokeCertificateInputSchema,
  RevokedCertificateSchema,
  StaffCertificateParamsSchema,
  StaffFirmParamsSchema,
  StaffFirmSchema,
  StaffPeopleQuerySchema,
  StaffPeopleResultsSchema,
  StaffPersonParamsSchema,
  StaffPersonSchema,
} from '@counsel/contracts';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireIdentity } from '../../plugins/route-access.js';
import type { StaffPeopleService } from './staff-people.service.js';

const staff = { access: 'staff' as const };
const tags = ['staff'];

/** The staff console's People area (docs/product-rules.md#people-and-certificate-revocation). */
export function staffPeopleRoutes(service: StaffPeopleService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/staff/people',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Find lawyers and firms by name or e-mail',
          querystring: StaffPeopleQuerySchema,
          response: { 200: StaffPeopleResultsSchema, ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (request) => service.search(request.query),
    );
    app.get(
      '/staff/people/:userId',
      {
        config: staff,
        schema: {
          tags,
          summary:
            "A person's record: account, admissions, enrollments, completions, certificates, billing, firm seat",
          params: StaffPersonParamsSchema,
          response: { 200: StaffPersonSchema, ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      async (request) => service.person(request.params.userId),
    );
    app.get(
      '/staff/firms/:firmId',
      {
        config: staff,
        schema: {
          tags,
          summary: "A firm's record: seats, members and subscription",
          params: StaffFirmParamsSchema,
          response: { 200: StaffFirmSchema, ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      async (request) => service.firm(request.params.firmId),
    );
    app.post(
      '/staff/people/:userId/resend-verification',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Send the verification e-mail again (409 when the address is already verified)',
          params: StaffPersonParamsSchema,
          response: { 200: ResendVerificationResultSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request) => service.resendVerification(requireIdentity(request), request.params.userId),
    );
    app.post(
      '/staff/certificates/:certificateNumber/revoke',
      {
        config: staff,
        schema: {
          tags,
          summary:
            'Revoke a certificate with a reason: it stops counting and its public verification says revoked',
          params: StaffCertificateParamsSchema,
          body: RevokeCertificateInputSchema,
          response: { 200: RevokedCertificateSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request) =>
        service.revokeCertificate(requireIdentity(request), request.params.certificateNumber, request.body),
    );
  };
}
