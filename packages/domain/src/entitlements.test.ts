import { describe, expect, it } from 'vitest';
import { courseAccess, membershipReason, roleFactsOf, type EntitlementFacts } from './entitlements.js';
import { signedInRoleFor } from './roles.js';

const nothing: EntitlementFacts = { accessPlanKinds: [], firmSeat: false };
const individual: EntitlementFacts = { accessPlanKinds: ['INDIVIDUAL'], firmSeat: false };
const enterprise: EntitlementFacts = { accessPlanKinds: ['ENTERPRISE'], firmSeat: false };
const seat: EntitlementFacts = { accessPlanKinds: [], firmSeat: true };

describe('courseAccess', () => {
  it('grants a purchased course whatever the membership, and names the purchase', () => {
    expect(courseAccess(nothing, true)).toEqual({ granted: true, reason: 'COURSE_PURCHASE' });
    expect(courseAccess(individual, true)).toEqual({ granted: true, reason: 'COURSE_PURCHASE' });
  });
  it('grants every course to a subscription, individual or enterprise', () => {
    expect(courseAccess(individual, false)).toEqual({ granted: true, reason: 'SUBSCRIPTION' });
    expect(courseAccess(enterprise, false)).toEqual({ granted: true, reason: 'SUBSCRIPTION' });
  });
  it('grants every course to a firm seat', () => {
    expect(courseAccess(seat, false)).toEqual({ granted: true, reason: 'FIRM_SEAT' });
  });
  it('refuses without a membership or a purchase', () => {
    expect(courseAccess(nothing, false)).toEqual({ granted: false, reason: null });
  });
});

describe('membershipReason', () => {
  it('prefers the own subscription to a seat', () => {
    expect(membershipReason({ accessPlanKinds: ['INDIVIDUAL'], firmSeat: true })).toBe('SUBSCRIPTION');
    expect(membershipReason(nothing)).toBeNull();
  });
});

describe('roleFactsOf', () => {
  it('makes the buyer of an enterprise plan its ENTERPRISE administrator', () => {
    expect(signedInRoleFor(roleFactsOf(enterprise))).toBe('ENTERPRISE');
    expect(
      signedInRoleFor(roleFactsOf({ accessPlanKinds: ['INDIVIDUAL', 'ENTERPRISE'], firmSeat: false })),
    ).toBe('ENTERPRISE');
  });
  it('makes an individual subscriber or a seat holder a USER', () => {
    expect(signedInRoleFor(roleFactsOf(individual))).toBe('USER');
    expect(signedInRoleFor(roleFactsOf(seat))).toBe('USER');
  });
  it('leaves everyone else a GUEST', () => {
    expect(signedInRoleFor(roleFactsOf(nothing))).toBe('GUEST');
  });
});
