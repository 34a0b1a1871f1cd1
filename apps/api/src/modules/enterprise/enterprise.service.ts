import {
  INVITATION_VALID_DAYS,
  type AuditLog,
  type CreatedLawyers,
  type Enterprise,
  type EnterpriseMemberResponse,
  type EnterpriseName,
  type EnterpriseQuery,
  type Invitee,
  type MemberEmails,
  type RemovedLawyer,
} from '@counsel/contracts';
import { firmSeats } from '@counsel/domain';
import { AppError } from '../../errors/app-error.js';
import type { UnitOfWork, Work } from '../../integrations/jobs/unit-of-work.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { Notifications } from '../notifications/notifications.js';
import { FIRM_INVITATION_EMAIL, REMOVED_FROM_FIRM_EMAIL } from './enterprise-emails.js';
import { auditSubjectOf, emptyProgress, toAuditLogEntry, toEnterpriseMember } from './enterprise.mapper.js';
import type { EnterpriseRepository, FirmMemberRow, FirmRow } from './enterprise.repository.js';
import {
  refuseLastAdministrator,
  refuseOwner,
  requireAdministeredFirm,
  requireFreeSeats,
  requireMember,
} from './firm-guards.js';
import type { FirmProgress } from './firm-progress.js';
import { newInvitationToken } from './invitation-token.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Actor {
  userId: string;
  name: string;
  email: string;
}

/** The administrator's firm, inside a unit of work, with the acting administrator. */
interface AdminContext {
  firm: FirmRow;
  actor: Actor;
  repository: EnterpriseRepository;
  work: Work;
}

/**
 * Firms (docs/product-rules.md#firms), the administrator's side: invite, re-invite, revoke and remove lawyers,
 * rename the firm and name other administrators (the lawyer's side: invitations.service.ts). Seats are counted under a lock
 * on the firm's row; every member-changing action is written to the firm's audit log in the same transaction.
 */
export class EnterpriseService {
  constructor(
    private readonly repository: EnterpriseRepository,
    private readonly progress: FirmProgress,
    private readonly unitOfWork: UnitOfWork,
    private readonly notifications: Pick<Notifications, 'enqueue'>,
    private readonly clock: Clock,
  ) {}

  /** GET /api/enterprise: the firm, its seats and billing, and one page of its members with their progress. */
  async getEnterprise(userId: string, query: EnterpriseQuery): Promise<Enterprise> {
    const { firm } = await requireAdministeredFirm(this.repository, userId);
    const [subscription, inUse, statusCounts, page] = await Promise.all([
      this.repository.findFirmSubscription(firm.id),
      this.repository.countSeatsInUse(firm.id),
      this.repository.countByStatus(firm.id),
      this.repository.listMembers(firm.id, query),
    ]);
    const userIds = page.rows.flatMap((row) => (row.userId ? [row.userId] : []));
    const progress = await this.progress.progressOf(userIds, this.clock.now());
    return {
      firm: {
        id: firm.id,
        name: firm.name,
        planName: subscription?.planName ?? null,
        interval: subscription?.interval ?? null,
        ...firmSeats(firm.seats, inUse),
        billingStatus: subscription?.status ?? null,
        renewalDate: subscription?.currentPeriodEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
      },
      members: page.rows.map((row) =>
        toEnterpriseMember(row, firm.ownerUserId, progress.get(row.userId ?? '') ?? emptyProgress()),
      ),
      pagination: {
        currentPage: query.currentPage,
        pageSize: query.pageSize,
        totalItems: page.total,
        totalPages: Math.ceil(page.total / query.pageSize),
      },
      statusCounts,
    };
  }

  /** GET /api/enterprise/member-emails: every address in the firm (the bulk-invite preview's "already a member"). */
  async listMemberEmails(userId: string): Promise<MemberEmails> {
    const { firm } = await requireAdministeredFirm(this.repository, userId);
    return { emails: await this.repository.listMemberEmails(firm.id) };
  }

  /**
   * POST /api/enterprise/create-lawyer: PENDING members with their invitation e-mails, all or none. Refused with
   * ENTERPRISE_MEMBER_EXISTS when an address is already in the firm (any status), SEATS_EXHAUSTED beyond the free
   * seats.
   */
  async createLawyers(userId: string, invitees: readonly Invitee[]): Promise<CreatedLawyers> {
    const emails = invitees.map((invitee) => invitee.email);
    const repeated = emails.filter((email, index) => emails.indexOf(email) !== index);
    if (repeated.length > 0) {
      throw new AppError('VALIDATION_FAILED', 'Each e-mail may appear only once.', {
        emails: [...new Set(repeated)],
      });
    }
    const created = await this.asAdministrator(userId, async ({ firm, actor, repository, work }) => {
      const seats = await repository.lockFirm(firm.id);
      const existing = await repository.findMembersByEmails(firm.id, emails);
      if (existing.length > 0) {
        const taken = existing.map((member) => member.email);
        throw new AppError(
          'ENTERPRISE_MEMBER_EXISTS',
          `Already in the firm: ${taken.join(', ')}. Re-send or remove the existing invitation instead.`,
          { emails: taken },
        );
      }
      await requireFreeSeats(repository, firm.id, seats, invitees.length);
      const expiresAt = this.invitationExpiry();
      const tokens = invitees.map(() => newInvitationToken());
      const rows = await repository.insertMembers(
        invitees.map((invitee, index) => ({
          firmId: firm.id,
          email: invitee.email,
          fullName: invitee.fullName,
          status: 'PENDING' as const,
          tokenHash: tokens[index]?.hash ?? null,
          tokenExpiresAt: expiresAt,
          invitedByUserId: actor.userId,
        })),
      );
      for (const [index, row] of rows.entries()) {
        const token = tokens[index]?.token;
        if (!token) continue;
        await repository.recordAudit({
          firmId: firm.id,
          action: 'INVITED',
          actor,
          subject: auditSubjectOf(row),
        });
        await this.sendInvitation(work, firm, actor, row, token);
      }
      return rows.map((row) => toEnterpriseMember(row, firm.ownerUserId, emptyProgress()));
    });
    return { members: created };
  }

  /** POST /api/enterprise/resend-invitation: PENDING or REVOKED → PENDING with a new link (the old one stops working). */
  async resendInvitation(userId: string, memberId: string): Promise<EnterpriseMemberResponse> {
    return this.asAdministrator(userId, async ({ firm, actor, repository, work }) => {
      const seats = await repository.lockFirm(firm.id);
      const member = await requireMember(repository, firm.id, memberId);
      if (member.status === 'ACTIVE') {
        throw new AppError('MEMBER_STATUS_CONFLICT', 'This lawyer already accepted the invitation.');
      }
      // A revoked invitation gave its seat back: sending it again takes one.
      if (member.status === 'REVOKED') await requireFreeSeats(repository, firm.id, seats, 1);
      const { token, hash } = newInvitationToken();
      const updated = await repository.updateMember(member.id, {
        status: 'PENDING',
        tokenHash: hash,
        tokenExpiresAt: this.invitationExpiry(),
        invitedAt: this.clock.now(),
        invitedByUserId: actor.userId,
        revokedAt: null,
      });
      await repository.recordAudit({
        firmId: firm.id,
        action: 'INVITATION_RESENT',
        actor,
        subject: auditSubjectOf(updated),
      });
      await this.sendInvitation(work, firm, actor, updated, token);
      return { member: toEnterpriseMember(updated, firm.ownerUserId, emptyProgress()) };
    });
  }

  /** POST /api/enterprise/revoke-invitation: PENDING → REVOKED; the link stops working and the seat is free. */
  async revokeInvitation(userId: string, memberId: string): Promise<EnterpriseMemberResponse> {
    return this.asAdministrator(userId, async ({ firm, actor, repository }) => {
      await repository.lockFirm(firm.id);
      const member = await requireMember(repository, firm.id, memberId);
      if (member.status !== 'PENDING') {
        throw new AppError(
          'MEMBER_STATUS_CONFLICT',
          member.status === 'ACTIVE'
            ? 'This lawyer already joined the firm: remove them instead.'
            : 'This invitation is already revoked.',
        );
      }
      // The token hash stays, so the link answers INVITATION_REVOKED rather than "unknown".
      const updated = await repository.updateMember(member.id, {
        status: 'REVOKED',
        revokedAt: this.clock.now(),
      });
      await repository.recordAudit({
        firmId: firm.id,
        action: 'INVITATION_REVOKED',
        actor,
        subject: auditSubjectOf(updated),
      });
      return { member: toEnterpriseMember(updated, firm.ownerUserId, emptyProgress()) };
    });
  }

  /**
   * POST /api/enterprise/delete-lawyer: removes the member (any status). An ACTIVE lawyer keeps their account,
   * history and certificates, loses the seat's access and is told by e-mail. The buyer cannot be removed, nor the
   * last administrator.
   */
  async deleteLawyer(userId: string, memberId: string): Promise<RemovedLawyer> {
    return this.asAdministrator(userId, async ({ firm, actor, repository, work }) => {
      await repository.lockFirm(firm.id);
      const member = await requireMember(repository, firm.id, memberId);
      refuseOwner(firm, member, 'The firm’s buyer holds its subscription and stays a member.');
      if (member.isAdministrator && member.status === 'ACTIVE') {
        await refuseLastAdministrator(repository, firm.id);
      }
      await repository.deleteMember(member.id);
      await repository.recordAudit({
        firmId: firm.id,
        action: 'MEMBER_REMOVED',
        actor,
        subject: auditSubjectOf(member),
        detail: member.status,
      });
      if (member.status === 'ACTIVE') {
        await this.notifications.enqueue(work, REMOVED_FROM_FIRM_EMAIL, member.email, {
          name: member.fullName,
          firmName: firm.name,
        });
      }
      return { removed: { id: member.id, email: member.email, status: member.status } };
    });
  }

  /** POST /api/enterprise/change-name. */
  async changeName(userId: string, name: string): Promise<EnterpriseName> {
    return this.asAdministrator(userId, async ({ firm, actor, repository }) => {
      const renamed = await repository.renameFirm(firm.id, name);
      if (renamed.name !== firm.name) {
        await repository.recordAudit({
          firmId: firm.id,
          action: 'FIRM_RENAMED',
          actor,
          subject: null,
          detail: `${firm.name} → ${renamed.name}`,
        });
      }
      return { firm: { id: renamed.id, name: renamed.name } };
    });
  }

  /** POST /api/enterprise/administrators: an ACTIVE member becomes an administrator too. */
  async addAdministrator(userId: string, memberId: string): Promise<EnterpriseMemberResponse> {
    return this.asAdministrator(userId, async ({ firm, actor, repository }) => {
      await repository.lockFirm(firm.id);
      const member = await requireMember(repository, firm.id, memberId);
      if (member.status !== 'ACTIVE') {
        throw new AppError(
          'MEMBER_STATUS_CONFLICT',
          'Only a lawyer who joined the firm can become an administrator.',
        );
      }
      if (member.isAdministrator)
        return { member: toEnterpriseMember(member, firm.ownerUserId, emptyProgress()) };
      const updated = await repository.updateMember(member.id, { isAdministrator: true });
      await repository.recordAudit({
        firmId: firm.id,
        action: 'ADMINISTRATOR_ADDED',
        actor,
        subject: auditSubjectOf(updated),
      });
      return { member: toEnterpriseMember(updated, firm.ownerUserId, emptyProgress()) };
    });
  }

  /** DELETE /api/enterprise/administrators: never the buyer, never the last administrator. */
  async removeAdministrator(userId: string, memberId: string): Promise<EnterpriseMemberResponse> {
    return this.asAdministrator(userId, async ({ firm, actor, repository }) => {
      await repository.lockFirm(firm.id);
      const member = await requireMember(repository, firm.id, memberId);
      if (!member.isAdministrator) {
        return { member: toEnterpriseMember(member, firm.ownerUserId, emptyProgress()) };
      }
      refuseOwner(firm, member, 'The firm’s buyer holds its subscription and stays an administrator.');
      await refuseLastAdministrator(repository, firm.id);
      const updated = await repository.updateMember(member.id, { isAdministrator: false });
      await repository.recordAudit({
        firmId: firm.id,
        action: 'ADMINISTRATOR_REMOVED',
        actor,
        subject: auditSubjectOf(updated),
      });
      return { member: toEnterpriseMember(updated, firm.ownerUserId, emptyProgress()) };
    });
  }

  /** GET /api/enterprise/audit-log: newest first. */
  async auditLog(userId: string, page: { currentPage: number; pageSize: number }): Promise<AuditLog> {
    const { firm } = await requireAdministeredFirm(this.repository, userId);
    const { rows, total } = await this.repository.listAudit(firm.id, page);
    return {
      entries: rows.map(toAuditLogEntry),
      pagination: { ...page, totalItems: total, totalPages: Math.ceil(total / page.pageSize) },
    };
  }

  /** GET /api/enterprise/completions.csv: the certificates of the firm's ACTIVE lawyers (firm-progress.ts). */
  async completionsCsv(userId: string): Promise<{ fileName: string; csv: string }> {
    const { firm } = await requireAdministeredFirm(this.repository, userId);
    const csv = await this.progress.completionsCsv(await this.repository.listActiveMemberUsers(firm.id));
    return { fileName: `completions-${this.clock.now().toISOString().slice(0, 10)}.csv`, csv };
  }

  private invitationExpiry(): Date {
    return new Date(this.clock.now().getTime() + INVITATION_VALID_DAYS * DAY_MS);
  }

  /** Runs an administrator's action in one unit of work, with their firm and themselves as the actor. */
  private asAdministrator<T>(userId: string, action: (context: AdminContext) => Promise<T>): Promise<T> {
    return this.unitOfWork.run(async (work) => {
      const repository = this.repository.within(work.tx);
      const { firm } = await requireAdministeredFirm(repository, userId);
      const user = await repository.findUser(userId);
      const actor = { userId, name: user?.name ?? '', email: user?.email ?? '' };
      return action({ firm, actor, repository, work });
    });
  }

  private sendInvitation(work: Work, firm: FirmRow, actor: Actor, member: FirmMemberRow, token: string) {
    return this.notifications.enqueue(work, FIRM_INVITATION_EMAIL, member.email, {
      name: member.fullName,
      firmName: firm.name,
      inviterName: actor.name || firm.name,
      token,
    });
  }
}
