import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EnterpriseComplianceSchema } from '@counsel/contracts';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireIdentity } from '../../plugins/route-access.js';
import type { EnterpriseComplianceService } from './enterprise-compliance.service.js';

const errors = errorResponses(400, 401, 403, 404, 429);
const tags = ['enterprise'];
/** Manage Firm: the ENTERPRISE role; the service then finds the firm the caller administers (404 otherwise). */
const administrator = { access: 'enterprise' } as const;

/** Manage Firm's compliance view (docs/product-rules.md#firms): the firm's lawyers' standings and who is at risk. */
export function enterpriseComplianceRoutes(service: EnterpriseComplianceService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/enterprise/compliance',
      {
        config: administrator,
        schema: {
          tags,
          summary: 'Where my firm’s lawyers stand in each admission’s current period, and who is at risk',
          description:
            'The ACTIVE lawyers of the firm I administer, each admission’s standing as their own tracker shows ' +
            'it; at risk: still short with a deadline within atRiskWithinDays days (or passed), soonest first. ' +
            '404 ENTERPRISE_NOT_FOUND when I administer no firm.',
          response: { 200: EnterpriseComplianceSchema, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('Cache-Control', 'private, no-store');
        return service.firmCompliance(requireIdentity(request).subject);
      },
    );

    app.get(
      '/enterprise/compliance.csv',
      {
        config: administrator,
        schema: {
          tags,
          summary: 'My firm’s compliance as CSV: one row per lawyer and admission',
          response: { 200: z.string().describe('text/csv'), ...errors },
        },
      },
      async (request, reply) => {
        const { fileName, csv } = await service.complianceCsv(requireIdentity(request).subject);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .header('Cache-Control', 'private, no-store')
          .send(csv);
      },
    );
  };
}
