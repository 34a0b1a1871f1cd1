import type { PLAN_KINDS } from '@counsel/contracts';
import type { RoleFacts } from './roles.js';

/** The kind of plan a subscription is on: one lawyer, or a firm (its buyer administers the firm). */
type PlanKind = (typeof PLAN_KINDS)[number];

/** Why a user may open a course. */
export type AccessReason = 'SUBSCRIPTION' | 'FIRM_SEAT' | 'COURSE_PURCHASE';

/** What the database knows of a user's entitlements, each subscription already judged by its status. */
export interface EntitlementFacts {
  /** The plan kinds of the user's subscriptions that grant access now. */
  accessPlanKinds: readonly PlanKind[];
  /** Holds an ACTIVE seat in a firm whose subscription grants access now (the buyer's own seat included). */
  firmSeat: boolean;
  /** That seat makes them one of the firm's administrators (the buyer, or a member made administrator). */
  firmAdministrator: boolean;
}

export type CourseAccess = { granted: true; reason: AccessReason } | { granted: false; reason: null };

/** The membership that covers every course, if any: an access subscription (individual or firm), else a firm seat. */
export function membershipReason(facts: EntitlementFacts): 'SUBSCRIPTION' | 'FIRM_SEAT' | null {
  if (facts.accessPlanKinds.length > 0) return 'SUBSCRIPTION';
  return facts.firmSeat ? 'FIRM_SEAT' : null;
}

/** May the user open a course: a purchase of it comes first (it outlives any membership), then a membership. */
export function courseAccess(facts: EntitlementFacts, purchasedCourse: boolean): CourseAccess {
  if (purchasedCourse) return { granted: true, reason: 'COURSE_PURCHASE' };
  const reason = membershipReason(facts);
  return reason ? { granted: true, reason } : { granted: false, reason: null };
}

/**
 * The facts behind the role claim: an enterprise subscription or an administrator's seat administers a firm; an
 * individual subscription or a seat learns.
 */
export function roleFactsOf(facts: EntitlementFacts): RoleFacts {
  return {
    administersFirm:
      facts.accessPlanKinds.includes('ENTERPRISE') || (facts.firmSeat && facts.firmAdministrator),
    hasActiveEntitlement: facts.accessPlanKinds.includes('INDIVIDUAL') || facts.firmSeat,
  };
}
