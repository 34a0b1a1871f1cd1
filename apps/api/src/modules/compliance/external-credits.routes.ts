import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EXTERNAL_CERTIFICATE_MAX_BYTES,
  EXTERNAL_CERTIFICATE_TYPES,
  ExternalCertificateQuerySchema,
  ExternalCreditInputSchema,
  ExternalCreditListSchema,
  ExternalCreditParamsSchema,
  ExternalCreditSchema,
} from '@counsel/contracts';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireIdentity } from '../../plugins/route-access.js';
import type { ExternalCreditsService } from './external-credits.service.js';

const errors = errorResponses(400, 401, 403, 404, 429);
const signedIn = { access: 'signed-in' as const };
const tags = ['compliance'];

/** "attachment; filename=…" with the name quoted safely (ASCII fallback, UTF-8 form for the rest). */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Courses taken with other providers, with their certificates (docs/product-rules.md#compliance). */
export function externalCreditsRoutes(service: ExternalCreditsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/external-credits',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'My external credits, latest course first',
          response: { 200: ExternalCreditListSchema, ...errors },
        },
      },
      async (request) => service.list(requireIdentity(request)),
    );
    app.post(
      '/external-credits',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Add a course taken with another provider (self-reported); upload its certificate next',
          body: ExternalCreditInputSchema,
          response: { 201: ExternalCreditSchema, ...errorResponses(400, 401, 403, 409, 429) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(requireIdentity(request), request.body)),
    );
    app.put(
      '/external-credits/:externalCreditId',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Change an external credit',
          params: ExternalCreditParamsSchema,
          body: ExternalCreditInputSchema,
          response: { 200: ExternalCreditSchema, ...errors },
        },
      },
      async (request) =>
        service.update(requireIdentity(request), request.params.externalCreditId, request.body),
    );
    app.delete(
      '/external-credits/:externalCreditId',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Remove an external credit and its certificate',
          params: ExternalCreditParamsSchema,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await service.remove(requireIdentity(request), request.params.externalCreditId);
        return reply.status(204).send();
      },
    );
    app.get(
      '/external-credits/:externalCreditId/certificate',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Download the certificate uploaded with an external credit',
          params: ExternalCreditParamsSchema,
          response: { 200: z.any().describe('The file (PDF, PNG or JPEG)'), ...errors },
        },
      },
      async (request, reply) => {
        const file = await service.certificate(requireIdentity(request), request.params.externalCreditId);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', attachment(file.fileName))
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );
    app.delete(
      '/external-credits/:externalCreditId/certificate',
      {
        config: signedIn,
        schema: {
          tags,
          summary: 'Remove the certificate of an external credit (the credit stays)',
          params: ExternalCreditParamsSchema,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await service.removeCertificate(requireIdentity(request), request.params.externalCreditId);
        return reply.status(204).send();
      },
    );
    // The upload is the file itself as the body (Content-Type: application/pdf, image/png or image/jpeg).
    await app.register(async (scope) => {
      scope.addContentTypeParser(
        Object.keys(EXTERNAL_CERTIFICATE_TYPES),
        { parseAs: 'buffer', bodyLimit: EXTERNAL_CERTIFICATE_MAX_BYTES },
        (_request, body, done) => {
          done(null, body);
        },
      );
      scope.withTypeProvider<ZodTypeProvider>().put(
        '/external-credits/:externalCreditId/certificate',
        {
          config: { ...signedIn, binaryBody: true },
          schema: {
            tags,
            summary:
              'Upload (or replace) the certificate: the file as the body, Content-Type application/pdf, image/png ' +
              'or image/jpeg, at most 10 MB, ?fileName= with the matching extension; the content must be of that ' +
              'type (400 CERTIFICATE_FILE_INVALID, 413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE)',
            params: ExternalCreditParamsSchema,
            querystring: ExternalCertificateQuerySchema,
            response: { 200: ExternalCreditSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
          },
        },
        async (request) => {
          const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
          return service.uploadCertificate(requireIdentity(request), request.params.externalCreditId, {
            fileName: request.query.fileName,
            contentType: contentType ?? '',
            body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          });
        },
      );
    });
  };
}
