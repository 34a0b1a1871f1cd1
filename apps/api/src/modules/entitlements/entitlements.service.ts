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
import type { ActiveSeat, EntitlementsRepository, SubscriptionWithPlan } from './entitlements.repository.js';

/** The one place a stored subscription status is judged: does this subscription grant access now? */
function grantsAccessNow(row: SubscriptionWithPlan): boolean {
  return grantsAccess(row.subscription.status);
}

/** A firm seat grants access while one of the firm's subscriptions does. */
function seatGrantsAccess(seat: ActiveSeat | null): seat is ActiveSeat {
  return seat !== null && seat.subscriptionStatuses.some(grantsAccess);
}

function factsOf(rows: SubscriptionWithPlan[], seat: ActiveSeat | null): EntitlementFacts {
  const firmSeat = seatGrantsAccess(seat);
  return {
    accessPlanKinds: rows.filter(grantsAccessNow).map((row) => row.planKind),
    firmSeat,
    firmAdministrator: firmSeat && seat.isAdministrator,
  };
}

/**
 * What a person may access, and why: an individual subscription, a firm's seat or a course purchase (the rule:
 * packages/domain entitlements.ts). Learning, billing's checkout, the role claim and the account endpoints ask here.
 */
export class EntitlementsService {
  constructor(private readonly repository: EntitlementsRepository) {}

  private async facts(userId: string): Promise<EntitlementFacts> {
    const [rows, seat] = await Promise.all([
      this.repository.subscriptionsOf(userId),
      this.repository.findActiveSeat(userId),
    ]);
    return factsOf(rows, seat);
  }

  /** Whether the user's own (individual) subscription grants access now: kept beside a firm seat, never merged. */
  async hasIndividualMembership(userId: string): Promise<boolean> {
    const rows = await this.repository.subscriptionsOf(userId);
    return rows.some((row) => grantsAccessNow(row) && row.planKind === 'INDIVIDUAL');
  }

  /** Why a membership covers every course now (own subscription first, then a firm seat), or null. */
  async membershipReason(userId: string): Promise<'SUBSCRIPTION' | 'FIRM_SEAT' | null> {
    return membershipReason(await this.facts(userId));
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

  /**
   * GET /api/user/enterprise: the firm the user holds an ACTIVE seat in (the buyer and the administrators
   * included), with its seats; null without one.
   */
  async currentEnterprise(userId: string): Promise<EnterpriseDetails | null> {
    const seat = await this.repository.findActiveSeat(userId);
    if (!seat) return null;
    return {
      id: seat.firmId,
      name: seat.firmName,
      seats: seat.seats,
      seatsUsed: await this.repository.countSeatsInUse(seat.firmId),
      isAdministrator: seat.isAdministrator,
      memberStatus: 'ACTIVE',
    };
  }
}
