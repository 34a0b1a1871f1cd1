import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GrantStaffInputSchema,
  StaffAuditPageSchema,
  StaffAuditQuerySchema,
  StaffMemberListSchema,
  StaffMemberParamsSchema,
  StaffMemberSchema,
} from '@counsel/contracts';
import { errorResponses } from '../../plugins/error-responses.js';
import { requireIdentity } from '../../plugins/route-access.js';
import type { StaffService } from './staff.service.js';

const staff = { access: 'staff' as const };
const tags = ['staff'];
const errors = errorResponses(400, 401, 403, 429);

/** The staff members and the audit log of every staff action (docs/product-rules.md#staff). */
export function staffRoutes(service: StaffService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/staff/audit-log',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Every staff action, newest first, filtered by action, record, staff member or time',
          querystring: StaffAuditQuerySchema,
          response: { 200: StaffAuditPageSchema, ...errors },
        },
      },
      async (request) => service.auditLog(request.query),
    );
    app.get(
      '/staff/members',
      {
        config: staff,
        schema: {
          tags,
          summary: 'The staff members',
          response: { 200: StaffMemberListSchema, ...errors },
        },
      },
      async () => service.members(),
    );
    app.post(
      '/staff/members',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Make an existing account a staff member (from its next sign-in)',
          body: GrantStaffInputSchema,
          response: { 201: StaffMemberSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.grant(requireIdentity(request), request.body)),
    );
    app.delete(
      '/staff/members/:userId',
      {
        config: staff,
        schema: {
          tags,
          summary: "Take an account's staff access away (never your own)",
          params: StaffMemberParamsSchema,
          response: { 204: z.undefined(), ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
      },
      async (request, reply) => {
        await service.remove(requireIdentity(request), request.params.userId);
        return reply.status(204).send();
      },
    );
  };
}
