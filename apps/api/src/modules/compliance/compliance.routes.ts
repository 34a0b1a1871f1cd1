import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdmissionComplianceParamsSchema,
  AdmissionComplianceQuerySchema,
  AdmissionComplianceSchema,
  CourseApplicabilitySchema,
  CourseIdParamsSchema,
  ComplianceOverviewSchema,
  ComplianceRuleListSchema,
} from '@counsel/contracts';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireIdentity } from '../../plugins/route-access.js';
import type { AuditPackService } from './audit-pack.js';
import type { CourseApplicabilityService } from './course-applicability.js';
import type { ComplianceService } from './compliance.service.js';

const errors = errorResponses(400, 401, 403, 404, 429);

/** The compliance tracker: where the signed-in lawyer stands in each jurisdiction (docs/product-rules.md#compliance). */
export function complianceRoutes(
  service: ComplianceService,
  auditPacks: AuditPackService,
  applicability: CourseApplicabilityService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/compliance/rules',
      {
        config: { access: 'public' },
        schema: {
          tags: ['compliance'],
          summary: 'The jurisdictions the tracker covers and the details each rule needs',
          response: { 200: ComplianceRuleListSchema, ...errorResponses(429) },
        },
      },
      async (_request, reply) => {
        void reply.header('cache-control', 'public, max-age=3600');
        return service.listRules();
      },
    );
    app.get(
      '/compliance',
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['compliance'],
          summary: 'My admissions with where I stand in each (the current reporting period)',
          response: { 200: ComplianceOverviewSchema, ...errors },
        },
      },
      async (request) => service.overview(requireIdentity(request)),
    );
    app.get(
      '/compliance/:admissionId',
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['compliance'],
          summary: 'Where I stand in one admission, in the period containing ?period= (today by default)',
          params: AdmissionComplianceParamsSchema,
          querystring: AdmissionComplianceQuerySchema,
          response: { 200: AdmissionComplianceSchema, ...errors },
        },
      },
      async (request) =>
        service.forAdmission(requireIdentity(request), request.params.admissionId, request.query.period),
    );
    app.get(
      '/compliance/:admissionId/audit-pack.zip',
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['compliance'],
          summary:
            'The audit pack of one admission and period (?period=, today by default): a ZIP with summary.pdf and ' +
            'every certificate, ours (certificates/) and uploaded (uploaded/); 409 COMPLIANCE_PERIOD_UNKNOWN while the ' +
            'period cannot be placed',
          params: AdmissionComplianceParamsSchema,
          querystring: AdmissionComplianceQuerySchema,
          response: { 200: z.any().describe('application/zip'), ...errors, ...errorResponses(409) },
        },
      },
      async (request, reply) => {
        const pack = await auditPacks.build(
          requireIdentity(request),
          request.params.admissionId,
          request.query.period,
        );
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${pack.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(pack.body);
      },
    );
    app.get(
      '/courses/:courseId/applicability',
      {
        config: { access: 'signed-in' },
        schema: {
          tags: ['compliance'],
          summary:
            'Will this course count for me? Per admission: the hours it would add and toward which requirement in ' +
            'the current reporting period, or why not (not approved there, pending approval, a cap reached, a ' +
            'format the rule does not accept, details missing)',
          params: CourseIdParamsSchema,
          response: { 200: CourseApplicabilitySchema, ...errors },
        },
      },
      async (request) => applicability.forCourse(requireIdentity(request), request.params.courseId),
    );
  };
}
