import { describe, expect, it } from 'vitest';
import { courseAccess, membershipReason, roleFactsOf, type EntitlementFacts } from './entitlements.js';
import { signedInRoleFor } from './roles.js';

const nothing: EntitlementFacts = { accessPlanKinds: [], firmSeat: false, firmAdministrator: false };
const individual: EntitlementFacts = {
  accessPlanKinds: ['INDIVIDUAL'],
  firmSeat: false,
  firmAdministrator: false,
};
const enterprise: EntitlementFacts = {
  accessPlanKinds: ['ENTERPRISE'],
  firmSeat: false,
  firmAdministrator: false,
};
const seat: EntitlementFacts = { accessPlanKinds: [], firmSeat: true, firmAdministrator: false };

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
    expect(
      membershipReason({ accessPlanKinds: ['INDIVIDUAL'], firmSeat: true, firmAdministrator: false }),
    ).toBe('SUBSCRIPTION');
    expect(membershipReason(nothing)).toBeNull();
  });
});

describe('roleFactsOf', () => {
  it('makes a member given administration of the firm ENTERPRISE, and a plain seat USER', () => {
    expect(
      signedInRoleFor(roleFactsOf({ accessPlanKinds: [], firmSeat: true, firmAdministrator: true })),
    ).toBe('ENTERPRISE');
    expect(signedInRoleFor(roleFactsOf(seat))).toBe('USER');
    expect(
      signedInRoleFor(roleFactsOf({ accessPlanKinds: [], firmSeat: false, firmAdministrator: true })),
    ).toBe('GUEST');
  });
  it('makes the buyer of an enterprise plan its ENTERPRISE administrator', () => {
    expect(signedInRoleFor(roleFactsOf(enterprise))).toBe('ENTERPRISE');
    expect(
      signedInRoleFor(
        roleFactsOf({
          accessPlanKinds: ['INDIVIDUAL', 'ENTERPRISE'],
          firmSeat: false,
          firmAdministrator: false,
        }),
      ),
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
