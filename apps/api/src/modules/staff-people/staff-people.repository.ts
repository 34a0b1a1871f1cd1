import { and, asc, count, desc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/transaction.js';
import { firms, membershipPlans, planPrices, subscriptions } from '../../db/schema/billing.js';
import { certificates, completions } from '../../db/schema/completions.js';
import { courses } from '../../db/schema/courses.js';
import { firmMembers } from '../../db/schema/enterprise.js';
import { users } from '../../db/schema/identity.js';
import { enrollments } from '../../db/schema/learning.js';
import { userJurisdictions } from '../../db/schema/lawyer-profile.js';
import { staffMembers } from '../../db/schema/staff.js';
import { jurisdictions } from '../../db/schema/taxonomy.js';

/** `%term%` for ILIKE with the term's own % _ and \ taken literally. */
function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The People area's reads and the certificate revocation: the only place with their queries. */
export class StaffPeopleRepository {
  constructor(private readonly db: Executor) {}

  within(tx: Transaction): StaffPeopleRepository {
    return new StaffPeopleRepository(tx);
  }

  /** Accounts whose name or e-mail contains the term, up to `limit`. */
  searchUsers(term: string, limit: number) {
    const pattern = containing(term);
    return this.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(or(ilike(users.name, pattern), ilike(users.email, pattern)))
      .orderBy(asc(users.name), asc(users.email))
      .limit(limit);
  }

  /** Firms whose name, or whose buyer's name or e-mail, contains the term, up to `limit`. */
  searchFirms(term: string, limit: number) {
    const pattern = containing(term);
    return this.db
      .select({
        id: firms.id,
        name: firms.name,
        seats: firms.seats,
        ownerName: users.name,
        ownerEmail: users.email,
      })
      .from(firms)
      .innerJoin(users, eq(users.id, firms.ownerUserId))
      .where(or(ilike(firms.name, pattern), ilike(users.name, pattern), ilike(users.email, pattern)))
      .orderBy(asc(firms.name))
      .limit(limit);
  }

  async findUser(userId: string) {
    const [row] = await this.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
        staffSince: staffMembers.grantedAt,
      })
      .from(users)
      .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }

  admissionsOf(userId: string) {
    return this.db
      .select({
        jurisdictionCode: jurisdictions.code,
        jurisdictionName: jurisdictions.name,
        barNumber: userJurisdictions.barNumber,
        admittedOn: userJurisdictions.admittedOn,
      })
      .from(userJurisdictions)
      .innerJoin(jurisdictions, eq(jurisdictions.id, userJurisdictions.jurisdictionId))
      .where(eq(userJurisdictions.userId, userId))
      .orderBy(asc(jurisdictions.name));
  }

  enrollmentsOf(userId: string) {
    return this.db
      .select({
        courseId: courses.id,
        courseTitle: courses.title,
        access: enrollments.access,
        enrolledAt: enrollments.enrolledAt,
      })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(eq(enrollments.userId, userId))
      .orderBy(desc(enrollments.enrolledAt));
  }

  async findFirm(firmId: string) {
    const [row] = await this.db
      .select({
        id: firms.id,
        name: firms.name,
        seats: firms.seats,
        createdAt: firms.createdAt,
        ownerUserId: users.id,
        ownerName: users.name,
        ownerEmail: users.email,
      })
      .from(firms)
      .innerJoin(users, eq(users.id, firms.ownerUserId))
      .where(eq(firms.id, firmId))
      .limit(1);
    return row;
  }

  membersOf(firmId: string) {
    return this.db
      .select({
        id: firmMembers.id,
        userId: firmMembers.userId,
        name: firmMembers.fullName,
        email: firmMembers.email,
        status: firmMembers.status,
        isAdministrator: firmMembers.isAdministrator,
        invitedAt: firmMembers.invitedAt,
        acceptedAt: firmMembers.acceptedAt,
      })
      .from(firmMembers)
      .where(eq(firmMembers.firmId, firmId))
      .orderBy(asc(firmMembers.status), asc(firmMembers.fullName));
  }

  async countSeatsInUse(firmId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(firmMembers)
      .where(and(eq(firmMembers.firmId, firmId), inArray(firmMembers.status, ['PENDING', 'ACTIVE'])));
    return row?.value ?? 0;
  }

  /** The firm's subscriptions with their plan, newest change first. */
  subscriptionsOfFirm(firmId: string) {
    return this.db
      .select({
        subscription: subscriptions,
        planName: membershipPlans.name,
        planKind: membershipPlans.kind,
        productId: membershipPlans.slug,
        interval: planPrices.interval,
      })
      .from(subscriptions)
      .innerJoin(planPrices, eq(planPrices.id, subscriptions.priceId))
      .innerJoin(membershipPlans, eq(membershipPlans.id, planPrices.planId))
      .where(eq(subscriptions.firmId, firmId))
      .orderBy(desc(subscriptions.updatedAt));
  }

  /** The certificate with its owner, locked for the revocation (inside the unit of work). */
  async findCertificateForUpdate(number: string) {
    const [row] = await this.db
      .select({
        id: certificates.id,
        number: certificates.number,
        revokedAt: certificates.revokedAt,
        userId: completions.userId,
        courseTitle: courses.title,
        attendeeName: completions.attendeeName,
      })
      .from(certificates)
      .innerJoin(completions, eq(completions.id, certificates.completionId))
      .innerJoin(courses, eq(courses.id, completions.courseId))
      .where(eq(certificates.number, number))
      .limit(1)
      .for('update', { of: certificates });
    return row;
  }

  /** Marks it revoked unless it already is; false when another revocation came first. */
  async revokeCertificate(
    certificateId: string,
    revocation: { at: Date; reason: string; byUserId: string },
  ): Promise<boolean> {
    const rows = await this.db
      .update(certificates)
      .set({
        revokedAt: revocation.at,
        revokedReason: revocation.reason,
        revokedByUserId: revocation.byUserId,
      })
      .where(and(eq(certificates.id, certificateId), isNull(certificates.revokedAt)))
      .returning({ id: certificates.id });
    return rows.length > 0;
  }
}

export type FirmSubscriptionRow = Awaited<ReturnType<StaffPeopleRepository['subscriptionsOfFirm']>>[number];
