import { describe, expect, it } from 'vitest';
import { claimForRole, roleFromClaim, roleSatisfies, signedInRoleFor } from './roles.js';

describe('roleFromClaim', () => {
  it('is VISITOR when signed out, whatever the claim', () => {
    expect(roleFromClaim(false, 'enterprise')).toBe('VISITOR');
  });
  it('treats a missing claim as GUEST', () => {
    expect(roleFromClaim(true, undefined)).toBe('GUEST');
    expect(roleFromClaim(true, null)).toBe('GUEST');
  });
  it('maps the lower-case claims', () => {
    expect(roleFromClaim(true, 'guest')).toBe('GUEST');
    expect(roleFromClaim(true, 'user')).toBe('USER');
    expect(roleFromClaim(true, 'enterprise')).toBe('ENTERPRISE');
    expect(roleFromClaim(true, ' Enterprise ')).toBe('ENTERPRISE');
    expect(roleFromClaim(true, 'staff')).toBe('STAFF');
  });
  it('never grants more than GUEST for an unknown claim', () => {
    expect(roleFromClaim(true, 'admin')).toBe('GUEST');
    expect(roleFromClaim(true, 42)).toBe('GUEST');
    expect(roleFromClaim(true, 'visitor')).toBe('GUEST');
  });
  it('writes the claim in lower case, the reverse of reading it', () => {
    for (const role of ['GUEST', 'USER', 'ENTERPRISE', 'STAFF'] as const) {
      expect(roleFromClaim(true, claimForRole(role))).toBe(role);
    }
  });
});

describe('roleSatisfies', () => {
  it('lets every signed-in role through signed-in routes', () => {
    for (const role of ['GUEST', 'USER', 'ENTERPRISE'] as const)
      expect(roleSatisfies('signed-in', role)).toBe(true);
  });
  it('needs USER or ENTERPRISE for user routes', () => {
    expect(roleSatisfies('user', 'GUEST')).toBe(false);
    expect(roleSatisfies('user', 'USER')).toBe(true);
    expect(roleSatisfies('user', 'ENTERPRISE')).toBe(true);
  });
  it('needs ENTERPRISE for enterprise routes', () => {
    expect(roleSatisfies('enterprise', 'GUEST')).toBe(false);
    expect(roleSatisfies('enterprise', 'USER')).toBe(false);
    expect(roleSatisfies('enterprise', 'ENTERPRISE')).toBe(true);
  });
  it('keeps staff apart from the lawyer roles: only STAFF on staff routes, and STAFF on no lawyer route', () => {
    for (const role of ['GUEST', 'USER', 'ENTERPRISE'] as const)
      expect(roleSatisfies('staff', role)).toBe(false);
    expect(roleSatisfies('staff', 'STAFF')).toBe(true);
    expect(roleSatisfies('signed-in', 'STAFF')).toBe(true);
    expect(roleSatisfies('user', 'STAFF')).toBe(false);
    expect(roleSatisfies('enterprise', 'STAFF')).toBe(false);
  });
});

describe('signedInRoleFor', () => {
  it('derives the role from what the user has', () => {
    expect(signedInRoleFor({ administersFirm: false, hasActiveEntitlement: false })).toBe('GUEST');
    expect(signedInRoleFor({ administersFirm: false, hasActiveEntitlement: true })).toBe('USER');
    expect(signedInRoleFor({ isStaff: true, administersFirm: true, hasActiveEntitlement: true })).toBe(
      'STAFF',
    );
    expect(signedInRoleFor({ administersFirm: true, hasActiveEntitlement: false })).toBe('ENTERPRISE');
    expect(signedInRoleFor({ administersFirm: true, hasActiveEntitlement: true })).toBe('ENTERPRISE');
  });
});
