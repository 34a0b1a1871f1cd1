import { INVITATION_VALID_DAYS, type AcceptedInvitation, type InvitationPreview } from '@counsel/contracts';
import { AppError } from '../../errors/app-error.js';
import type { UnitOfWork } from '../../integrations/jobs/unit-of-work.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { EntitlementsService } from '../entitlements/entitlements.service.js';
import type { SignUpInvitations } from '../identity/identity.service.js';
import type { EnterpriseRepository, FirmMemberRow } from './enterprise.repository.js';
import { auditSubjectOf } from './enterprise.mapper.js';
import { hashInvitationToken } from './invitation-token.js';

/**
 * A firm's invitation from the invited lawyer's side (docs/product-rules.md#firms): what a link is for, accepting it
 * signed in, and taking it at sign-up. A link works while its member is PENDING, for INVITATION_VALID_DAYS days,
 * for the invited address only; used, revoked, expired and unknown links are told apart.
 */
export class InvitationsService implements SignUpInvitations {
  constructor(
    private readonly repository: EnterpriseRepository,
    private readonly entitlements: Pick<EntitlementsService, 'hasIndividualMembership'>,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** GET /api/enterprise/invitation: what the accept page shows (firm, invited name and e-mail) for a valid link. */
  async previewInvitation(token: string): Promise<InvitationPreview> {
    const invitation = await this.repository.findInvitation(hashInvitationToken(token));
    const member = this.usableInvitation(invitation?.member);
    return {
      firmName: invitation?.firmName ?? '',
      email: member.email,
      fullName: member.fullName,
      expiresAt: (member.tokenExpiresAt ?? this.clock.now()).toISOString(),
    };
  }

  /**
   * POST /api/enterprise/accept-invitation: the signed-in lawyer, whose verified e-mail is the invited one,
   * joins the firm (PENDING → ACTIVE). Accepting again the invitation one already accepted changes nothing.
   */
  async acceptInvitation(userId: string, token: string): Promise<AcceptedInvitation> {
    const firm = await this.unitOfWork.run(async ({ tx }) => {
      const repository = this.repository.within(tx);
      const user = await repository.findUser(userId);
      if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to accept the invitation.');
      const invitation = await repository.findInvitation(hashInvitationToken(token), true);
      if (invitation?.member.status === 'ACTIVE' && invitation.member.userId === userId) {
        return { id: invitation.member.firmId, name: invitation.firmName };
      }
      const member = this.usableInvitation(invitation?.member);
      if (member.email !== user.email.toLowerCase()) {
        throw new AppError(
          'INVITATION_EMAIL_MISMATCH',
          `This invitation was sent to ${member.email}. Sign in with that e-mail to accept it.`,
          { invitedEmail: member.email },
        );
      }
      if (!user.emailVerified) {
        throw new AppError('EMAIL_NOT_VERIFIED', 'Verify your e-mail address before joining the firm.');
      }
      await this.activate(repository, member, user);
      return { id: member.firmId, name: invitation?.firmName ?? '' };
    });
    return { firm, hasIndividualMembership: await this.entitlements.hasIndividualMembership(userId) };
  }

  /**
   * Sign-up with an invitation (POST /api/auth/register?token=): refused before the account exists when the link
   * cannot be used or was sent to another address.
   */
  async checkInvitationForSignUp(token: string, email: string): Promise<void> {
    const invitation = await this.repository.findInvitation(hashInvitationToken(token));
    const member = this.usableInvitation(invitation?.member);
    if (member.email !== email.toLowerCase()) {
      throw new AppError(
        'INVITATION_EMAIL_MISMATCH',
        `This invitation was sent to ${member.email}: sign up with that e-mail to join the firm.`,
        { invitedEmail: member.email },
      );
    }
  }

  /**
   * The account just created for the invited address joins the firm. Following the invitation e-mail proved the
   * address, so the account is verified as well. Returns false when the invitation can no longer be used.
   */
  async acceptOnSignUp(userId: string, token: string): Promise<boolean> {
    return this.unitOfWork.run(async ({ tx }) => {
      const repository = this.repository.within(tx);
      const user = await repository.findUser(userId);
      const invitation = await repository.findInvitation(hashInvitationToken(token), true);
      const member = invitation?.member;
      if (!user || !member || member.status !== 'PENDING' || member.email !== user.email.toLowerCase()) {
        return false;
      }
      if (!member.tokenExpiresAt || member.tokenExpiresAt <= this.clock.now()) return false;
      if (await repository.findActiveSeatElsewhere(user.id, member.firmId)) return false;
      await repository.markEmailVerified(user.id);
      await this.activate(repository, member, user);
      return true;
    });
  }

  private async activate(
    repository: EnterpriseRepository,
    member: FirmMemberRow,
    user: { id: string; name: string; email: string },
  ): Promise<void> {
    if (await repository.findActiveSeatElsewhere(user.id, member.firmId)) {
      throw new AppError(
        'ALREADY_IN_FIRM',
        'You already hold a seat in another firm. Ask its administrator to remove you first.',
      );
    }
    const updated = await repository.updateMember(member.id, {
      status: 'ACTIVE',
      userId: user.id,
      acceptedAt: this.clock.now(),
    });
    await repository.recordAudit({
      firmId: member.firmId,
      action: 'INVITATION_ACCEPTED',
      actor: { userId: user.id, name: user.name, email: user.email },
      subject: auditSubjectOf(updated),
    });
  }

  /** The PENDING invitation behind a link, or the refusal that names why the link does not work. */
  private usableInvitation(member: FirmMemberRow | undefined): FirmMemberRow {
    if (!member) {
      throw new AppError(
        'INVITATION_NOT_FOUND',
        'This invitation link is not valid. It may have been replaced by a newer one: use the latest e-mail.',
      );
    }
    if (member.status === 'REVOKED') {
      throw new AppError('INVITATION_REVOKED', 'This invitation was withdrawn by the firm.');
    }
    if (member.status === 'ACTIVE') {
      throw new AppError('INVITATION_USED', 'This invitation was already accepted.');
    }
    if (!member.tokenExpiresAt || member.tokenExpiresAt <= this.clock.now()) {
      throw new AppError(
        'INVITATION_EXPIRED',
        `This invitation expired (links work for ${INVITATION_VALID_DAYS} days). Ask the firm to re-send it.`,
      );
    }
    return member;
  }
}
