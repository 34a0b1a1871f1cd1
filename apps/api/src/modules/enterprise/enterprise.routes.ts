import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AcceptedInvitationSchema,
  AcceptInvitationRequestSchema,
  AdministratorRequestSchema,
  AuditLogQuerySchema,
  AuditLogSchema,
  ChangeEnterpriseNameRequestSchema,
  CreatedLawyersSchema,
  CreateLawyerRequestSchema,
  EnterpriseMemberIdQuerySchema,
  EnterpriseMemberResponseSchema,
  EnterpriseNameSchema,
  EnterpriseQuerySchema,
  EnterpriseSchema,
  InvitationPreviewSchema,
  InvitationTokenQuerySchema,
  MemberEmailsSchema,
  RemovedLawyerSchema,
} from '@counsel/contracts';
import { requireIdentity } from '../../plugins/route-access.js';
import type { EnterpriseService } from './enterprise.service.js';
import type { InvitationsService } from './invitations.service.js';
import { errorResponses } from '../../plugins/error-responses.js';

const errors = errorResponses(400, 401, 403, 404, 409, 410, 429);

const tags = ['enterprise'];
/** Manage Firm: the ENTERPRISE role; the service then finds the firm the caller administers (404 otherwise). */
const administrator = { access: 'enterprise' } as const;

/**
 * Firms (docs/product-rules.md#firms): the administrator's member actions under /enterprise, the invitation a
 * lawyer previews (public: the token is the secret) and accepts (signed in).
 */
export function enterpriseRoutes(
  service: EnterpriseService,
  invitations: InvitationsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/enterprise',
      {
        config: administrator,
        schema: {
          tags,
          summary: 'The firm I administer: seats, billing and one page of its members with their progress',
          querystring: EnterpriseQuerySchema,
          response: { 200: EnterpriseSchema, ...errors },
        },
      },
      async (request) => service.getEnterprise(requireIdentity(request).subject, request.query),
    );

    app.get(
      '/enterprise/member-emails',
      {
        config: administrator,
        schema: {
          tags,
          summary: 'Every e-mail address in my firm, any status (the bulk-invite preview)',
          response: { 200: MemberEmailsSchema, ...errors },
        },
      },
      async (request) => service.listMemberEmails(requireIdentity(request).subject),
    );

    app.post(
      '/enterprise/create-lawyer',
      {
        config: administrator,
        schema: {
          tags,
          summary: 'Invite one lawyer, or several at once (all or none), each to a free seat',
          description:
            '409 ENTERPRISE_MEMBER_EXISTS (details.emails) for an address already in the firm; 409 SEATS_EXHAUSTED ' +
            '(details: seatsPurchased, seatsInUse, seatsFree) beyond the free seats.',
          body: CreateLawyerRequestSchema,
          response: { 201: CreatedLawyersSchema, ...errors },
        },
      },
      async (request, reply) => {
        const invitees = 'lawyers' in request.body ? request.body.lawyers : [request.body];
        return reply
          .status(201)
          .send(await service.createLawyers(requireIdentity(request).subject, invitees));
      },
    );

    app.post(
      '/enterprise/resend-invitation',
      {
        config: administrator,
        schema: {
          tags,
          summary: 'Send a PENDING or REVOKED invitation again with a new link (the old link stops working)',
          querystring: EnterpriseMemberIdQuerySchema,
          response: { 200: EnterpriseMemberResponseSchema, ...errors },
        },
      },
      async (request) =>
        service.resendInvitation(requireIdentity(request).subject, request.query.enterpriseMemberId),
    );

    app.post(
      '/enterprise/revoke-invitation',
      {
        config: administrator,
        schema: {
          tags,
          summary: 'Withdraw a PENDING invitation: its link stops working and its seat is free',
          querystring: EnterpriseMemberIdQuerySchema,
          response: { 200: EnterpriseMemberResponseSchema, ...errors },
        },
      },
      async (request) =>
        service.revokeInvitation(requireIdentity(request).subject, request.query.enterpriseMemberId),
    );

    app.post(
      '/enterprise/delete-lawyer',
      {
        config: administrator,
        schema: {
          tags,
          summary: 'Remove a member from the firm (any status); the seat is free',
          description:
            'An ACTIVE lawyer keeps their account, history and certificates, loses the access the seat gave and ' +
            'is told by e-mail. 409 FIRM_OWNER_PROTECTED for the buyer, 409 LAST_ADMINISTRATOR for the last one.',
          querystring: EnterpriseMemberIdQuerySchema,
          response: { 200: RemovedLawyerSchema, ...errors },
        },
      },
      async (request) =>
        service.deleteLawyer(requireIdentity(request).subject, request.query.enterpriseMemberId),
    );

    app.post(
      '/enterprise/change-name',
      {
        config: administrator,
        schema: {
          tags,
          summary: 'Rename the firm (2–120 characters, trimmed)',
          body: ChangeEnterpriseNameRequestSchema,
          response: { 200: EnterpriseNameSchema, ...errors },
        },
      },
      async (request) => service.changeName(requireIdentity(request).subject, request.body.name),
    );

    app.post(
      '/enterprise/administrators',
      {
        config: administrator,
        schema: {
          tags,
          summary: 'Make an ACTIVE member an administrator of the firm too',
          body: AdministratorRequestSchema,
          response: { 200: EnterpriseMemberResponseSchema, ...errors },
        },
      },
      async (request) =>
        service.addAdministrator(requireIdentity(request).subject, request.body.enterpriseMemberId),
    );

    app.delete(
      '/enterprise/administrators',
      {
        config: administrator,
        schema: {
          tags,
          summary: 'Take administration away from a member (never the buyer, never the last administrator)',
          querystring: EnterpriseMemberIdQuerySchema,
          response: { 200: EnterpriseMemberResponseSchema, ...errors },
        },
      },
      async (request) =>
        service.removeAdministrator(requireIdentity(request).subject, request.query.enterpriseMemberId),
    );

    app.get(
      '/enterprise/audit-log',
      {
        config: administrator,
        schema: {
          tags,
          summary: 'Who did what to whom in my firm, newest first',
          querystring: AuditLogQuerySchema,
          response: { 200: AuditLogSchema, ...errors },
        },
      },
      async (request) => service.auditLog(requireIdentity(request).subject, request.query),
    );

    app.get(
      '/enterprise/completions.csv',
      {
        config: administrator,
        schema: {
          tags,
          summary: 'The firm’s completions as CSV: one row per certificate and credit',
          response: { 200: z.string().describe('text/csv'), ...errors },
        },
      },
      async (request, reply) => {
        const { fileName, csv } = await service.completionsCsv(requireIdentity(request).subject);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .header('Cache-Control', 'private, no-store')
          .send(csv);
      },
    );

    app.get(
      '/enterprise/invitation',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'What an invitation link is for (firm, invited name and e-mail), before anyone signs in',
          description:
            '404 INVITATION_NOT_FOUND (unknown or replaced link), 410 INVITATION_EXPIRED, INVITATION_REVOKED or ' +
            'INVITATION_USED.',
          querystring: InvitationTokenQuerySchema,
          response: { 200: InvitationPreviewSchema, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('Cache-Control', 'no-store');
        return invitations.previewInvitation(request.query.token);
      },
    );

    app.post(
      '/enterprise/accept-invitation',
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Join the firm that invited me (my verified e-mail must be the invited one)',
          description:
            '403 INVITATION_EMAIL_MISMATCH (details.invitedEmail), 403 EMAIL_NOT_VERIFIED, 404 INVITATION_NOT_FOUND, ' +
            '410 INVITATION_EXPIRED / INVITATION_REVOKED / INVITATION_USED, 409 ALREADY_IN_FIRM.',
          querystring: InvitationTokenQuerySchema,
          body: AcceptInvitationRequestSchema,
          response: { 200: AcceptedInvitationSchema, ...errors },
        },
      },
      async (request) => invitations.acceptInvitation(requireIdentity(request).subject, request.query.token),
    );
  };
}
