import type { EnterpriseDetails, SubscriptionDetails } from '@counsel/contracts';
import {
  courseAccess,
  grantsAccess,
  membershipReason,
  roleFactsOf,
  type CourseAccess,
  type EntitlementFacts,
  type RoleFacts,
} from '@counsel/domain';
import type { EntitlementsRepository, SubscriptionWithPlan } from './entitlements.repository.js';

/** The one place a stored subscription status is judged: does this subscription grant access now? */
function grantsAccessNow(row: SubscriptionWithPlan): boolean {
  return grantsAccess(row.subscription.status);
}

function factsOf(rows: SubscriptionWithPlan[]): EntitlementFacts {
  // Firm seats (a lawyer invited into someone else's firm) are not stored yet: nobody holds one.
  return { accessPlanKinds: rows.filter(grantsAccessNow).map((row) => row.planKind), firmSeat: false };
}

/**
 * What a person may access, and why: an individual subscription, a firm's seat or a course purchase (the rule:
 * packages/domain entitlements.ts). Learning, billing's checkout, the role claim and the account endpoints ask here.
 */
export class EntitlementsService {
  constructor(private readonly repository: EntitlementsRepository) {}

  private async facts(userId: string): Promise<EntitlementFacts> {
    return factsOf(await this.repository.subscriptionsOf(userId));
  }

  /** May the user open this course, and why (a purchase of it first, then a membership). */
  async accessTo(userId: string, courseId: string): Promise<CourseAccess> {
    const [facts, purchased] = await Promise.all([
      this.facts(userId),
      this.repository.hasPurchasedCourse(userId, courseId),
    ]);
    return courseAccess(facts, purchased);
  }

  /** Whether a membership (own subscription or firm seat) covers every course now. */
  async isMember(userId: string): Promise<boolean> {
    return membershipReason(await this.facts(userId)) !== null;
  }

  /** The facts behind the identity token's role claim. */
  async roleFacts(userId: string): Promise<RoleFacts> {
    return roleFactsOf(await this.facts(userId));
  }

  /** GET /api/user/subscription: the newest subscription that grants access, else the newest one at all. */
  async currentSubscription(userId: string): Promise<SubscriptionDetails | null> {
    const rows = await this.repository.subscriptionsOf(userId);
    const row = rows.find(grantsAccessNow) ?? rows[0];
    const periodEnd = row?.subscription.currentPeriodEnd;
    if (!row || !periodEnd) return null;
    const { subscription } = row;
    return {
      id: subscription.id,
      productId: row.productId,
      priceId: subscription.priceId,
      planKind: row.planKind,
      planName: row.planName,
      interval: row.interval,
      status: subscription.status,
      seats: subscription.seats,
      currentPeriodEnd: periodEnd.toISOString(),
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    };
  }

  /** GET /api/user/enterprise: the firm the user administers (members and invitations: seatsUsed counts the owner). */
  async currentEnterprise(userId: string): Promise<EnterpriseDetails | null> {
    const firm = await this.repository.findOwnedFirm(userId);
    if (!firm) return null;
    return {
      id: firm.id,
      name: firm.name,
      seats: firm.seats,
      seatsUsed: Math.min(1, firm.seats),
      isAdministrator: true,
      memberStatus: 'ACTIVE',
    };
  }
}
