import {
  STAFF_PEOPLE_RESULTS_MAX,
  type EnterpriseDetails,
  type ResendVerificationResult,
  type RevokeCertificateInput,
  type RevokedCertificate,
  type StaffFirm,
  type StaffPeopleHit,
  type StaffPeopleQuery,
  type StaffPeopleResults,
  type StaffPerson,
  type SubscriptionDetails,
} from '@counsel/contracts';
import { AppError } from '../../errors/app-error.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { UnitOfWork } from '../../integrations/jobs/unit-of-work.js';
import type { CompletionWithCourse } from '../completions/completions.repository.js';
import type { StaffAudit } from '../staff/staff.service.js';
import { toFirmSubscription, toStaffCompletion } from './staff-people.mapper.js';
import type { StaffPeopleRepository } from './staff-people.repository.js';

/** What the People area reads of a person's entitlements (modules/entitlements/entitlements.service.ts). */
export interface PeopleEntitlements {
  currentSubscription(userId: string): Promise<SubscriptionDetails | null>;
  currentEnterprise(userId: string): Promise<EnterpriseDetails | null>;
  membershipReason(userId: string): Promise<'SUBSCRIPTION' | 'FIRM_SEAT' | null>;
}

/** A person's completions with their certificates (completions' own query). */
export interface PeopleCompletions {
  listByUser(userId: string): Promise<CompletionWithCourse[]>;
}

/** Asks the identity provider to send the verification e-mail again (better-auth queues it as a send-email job). */
export type SendVerificationEmail = (email: string) => Promise<void>;

/**
 * The staff console's People area (docs/product-rules.md#people-and-certificate-revocation): reads a person's or a
 * firm's record; its two actions (resend the verification e-mail, revoke a certificate) are written to the staff
 * audit log.
 */
export class StaffPeopleService {
  constructor(
    private readonly repository: StaffPeopleRepository,
    private readonly completions: PeopleCompletions,
    private readonly entitlements: PeopleEntitlements,
    private readonly sendVerificationEmail: SendVerificationEmail,
    private readonly audit: StaffAudit,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async search({ search, kind }: StaffPeopleQuery): Promise<StaffPeopleResults> {
    const limit = STAFF_PEOPLE_RESULTS_MAX + 1;
    const [people, firmRows] = await Promise.all([
      kind === 'firm' ? [] : this.repository.searchUsers(search, limit),
      kind === 'lawyer' ? [] : this.repository.searchFirms(search, limit),
    ]);
    const results: StaffPeopleHit[] = [
      ...people.map((row): StaffPeopleHit => ({
        kind: 'lawyer',
        userId: row.id,
        name: row.name,
        email: row.email,
        emailVerified: row.emailVerified,
        createdAt: row.createdAt.toISOString(),
      })),
      ...firmRows.map((row): StaffPeopleHit => ({
        kind: 'firm',
        firmId: row.id,
        name: row.name,
        ownerName: row.ownerName,
        ownerEmail: row.ownerEmail,
        seats: row.seats,
      })),
    ];
    return {
      results: results.slice(0, STAFF_PEOPLE_RESULTS_MAX),
      truncated:
        people.length > STAFF_PEOPLE_RESULTS_MAX ||
        firmRows.length > STAFF_PEOPLE_RESULTS_MAX ||
        results.length > STAFF_PEOPLE_RESULTS_MAX,
    };
  }

  async person(userId: string): Promise<StaffPerson> {
    const user = await this.repository.findUser(userId);
    if (!user) throw new AppError('USER_NOT_FOUND', 'No account has this id.');
    const [admissions, enrollments, completions, subscription, firmSeat, membershipReason] =
      await Promise.all([
        this.repository.admissionsOf(userId),
        this.repository.enrollmentsOf(userId),
        this.completions.listByUser(userId),
        this.entitlements.currentSubscription(userId),
        this.entitlements.currentEnterprise(userId),
        this.entitlements.membershipReason(userId),
      ]);
    return {
      account: {
        userId: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        createdAt: user.createdAt.toISOString(),
        isStaff: user.staffSince !== null,
      },
      admissions: admissions.map((row) => ({ ...row, admittedOn: row.admittedOn ?? null })),
      enrollments: enrollments.map((row) => ({ ...row, enrolledAt: row.enrolledAt.toISOString() })),
      completions: completions.map(toStaffCompletion),
      billing: { membershipReason, subscription },
      firmSeat,
    };
  }

  async firm(firmId: string): Promise<StaffFirm> {
    const firm = await this.repository.findFirm(firmId);
    if (!firm) throw new AppError('ENTERPRISE_NOT_FOUND', 'No firm has this id.');
    const [members, seatsUsed, subscriptions] = await Promise.all([
      this.repository.membersOf(firmId),
      this.repository.countSeatsInUse(firmId),
      this.repository.subscriptionsOfFirm(firmId),
    ]);
    return {
      firm: {
        id: firm.id,
        name: firm.name,
        seats: firm.seats,
        createdAt: firm.createdAt.toISOString(),
        owner: { userId: firm.ownerUserId, name: firm.ownerName, email: firm.ownerEmail },
      },
      seatsUsed,
      members: members.map((member) => ({
        memberId: member.id,
        userId: member.userId,
        name: member.name,
        email: member.email,
        status: member.status,
        isAdministrator: member.isAdministrator,
        invitedAt: member.invitedAt.toISOString(),
        acceptedAt: member.acceptedAt?.toISOString() ?? null,
      })),
      subscription: toFirmSubscription(subscriptions),
    };
  }

  /**
   * Sends the verification e-mail again. better-auth queues it on its own (outside our transaction, as the lawyer's
   * own resend does), so the log entry is written once it is queued: a failed send leaves no entry.
   */
  async resendVerification(identity: VerifiedIdentity, userId: string): Promise<ResendVerificationResult> {
    const user = await this.repository.findUser(userId);
    if (!user) throw new AppError('USER_NOT_FOUND', 'No account has this id.');
    if (user.emailVerified) {
      throw new AppError('EMAIL_ALREADY_VERIFIED', `${user.email} is already verified.`);
    }
    const actor = await this.audit.actor(identity);
    await this.sendVerificationEmail(user.email);
    await this.unitOfWork.run(async ({ tx }) => {
      await this.audit.record(tx, actor, {
        action: 'person.resend-verification',
        subjectType: 'user',
        subjectId: user.id,
        summary: `Sent the verification e-mail to ${user.email} again`,
        before: null,
        after: null,
      });
    });
    return { email: user.email, verificationEmailSent: true };
  }

  /** Revokes a certificate: it stops counting anywhere, and the public verification says revoked, with the date. */
  async revokeCertificate(
    identity: VerifiedIdentity,
    certificateNumber: string,
    { reason }: RevokeCertificateInput,
  ): Promise<RevokedCertificate> {
    const number = certificateNumber.trim().toUpperCase();
    const actor = await this.audit.actor(identity);
    const at = this.clock.now();
    return this.unitOfWork.run(async ({ tx }) => {
      const repository = this.repository.within(tx);
      const certificate = await repository.findCertificateForUpdate(number);
      if (!certificate) {
        throw new AppError('CERTIFICATE_NOT_FOUND', `No certificate has the number ${number.slice(0, 40)}.`);
      }
      if (
        certificate.revokedAt ||
        !(await repository.revokeCertificate(certificate.id, { at, reason, byUserId: identity.subject }))
      ) {
        throw new AppError('CERTIFICATE_ALREADY_REVOKED', `Certificate ${number} is already revoked.`, {
          revokedAt: certificate.revokedAt?.toISOString() ?? null,
        });
      }
      await this.audit.record(tx, actor, {
        action: 'certificate.revoke',
        subjectType: 'certificate',
        subjectId: certificate.number,
        summary: `Revoked certificate ${certificate.number} (${certificate.attendeeName}, ${certificate.courseTitle})`,
        before: { revokedAt: null },
        after: { revokedAt: at.toISOString(), reason },
      });
      return {
        certificateNumber: certificate.number,
        revokedAt: at.toISOString(),
        revokedReason: reason,
        revokedByEmail: actor.email,
      };
    });
  }
}
