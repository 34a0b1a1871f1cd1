import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddUserJurisdictionSchema,
  ErrorBodySchema,
  SelectPracticeAreasSchema,
  UpdateUserJurisdictionSchema,
  UserJurisdictionListSchema,
  UserJurisdictionParamsSchema,
  UserJurisdictionSchema,
  UserPracticeAreaListSchema,
} from '@counsel/contracts';
import { requireIdentity } from '../../plugins/route-access.js';
import type { LawyerProfileService } from './lawyer-profile.service.js';
import { errorResponses } from '../../plugins/error-responses.js';

const errors = errorResponses(400, 401, 403, 404, 429);
const signedIn = { access: 'signed-in' as const };

/** The signed-in lawyer's jurisdictions (admissions) and practice areas. */
export function lawyerProfileRoutes(service: LawyerProfileService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/jurisdiction',
      {
        config: signedIn,
        schema: {
          tags: ['profile'],
          summary: 'My admissions',
          response: { 200: UserJurisdictionListSchema, ...errors },
        },
      },
      async (request) => service.listJurisdictions(requireIdentity(request)),
    );
    app.post(
      '/jurisdiction',
      {
        config: signedIn,
        schema: {
          tags: ['profile'],
          summary: 'Add an admission',
          body: AddUserJurisdictionSchema,
          response: { 201: UserJurisdictionSchema, 409: ErrorBodySchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.addJurisdiction(requireIdentity(request), request.body)),
    );
    app.put(
      '/jurisdiction/:jurisdictionId',
      {
        config: signedIn,
        schema: {
          tags: ['profile'],
          summary: 'Change an admission (bar number, dates, compliance group)',
          params: UserJurisdictionParamsSchema,
          body: UpdateUserJurisdictionSchema,
          response: { 200: UserJurisdictionSchema, ...errors },
        },
      },
      async (request) =>
        service.updateJurisdiction(requireIdentity(request), request.params.jurisdictionId, request.body),
    );
    app.delete(
      '/jurisdiction/:jurisdictionId',
      {
        config: signedIn,
        schema: {
          tags: ['profile'],
          summary: 'Remove an admission',
          params: UserJurisdictionParamsSchema,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await service.removeJurisdiction(requireIdentity(request), request.params.jurisdictionId);
        return reply.status(204).send();
      },
    );
    app.get(
      '/practice-area',
      {
        config: signedIn,
        schema: {
          tags: ['profile'],
          summary: 'Every practice area with my selection',
          response: { 200: UserPracticeAreaListSchema, ...errors },
        },
      },
      async (request) => service.listPracticeAreas(requireIdentity(request)),
    );
    app.post(
      '/practice-area',
      {
        config: signedIn,
        schema: {
          tags: ['profile'],
          summary: 'Replace my practice-area selection',
          body: SelectPracticeAreasSchema,
          response: { 200: UserPracticeAreaListSchema, ...errors },
        },
      },
      async (request) =>
        service.selectPracticeAreas(requireIdentity(request), request.body.selectedPracticeAreas),
    );
  };
}
