/**
 * Roles (docs/product-rules.md#roles). VISITOR is signed out; a signed-in user without a claim is a GUEST. STAFF
 * runs the platform (the /staff console) and is separate from the lawyer roles: it is granted only by the
 * `staff:grant` command or by another staff member, never by a purchase.
 */
export const ROLES = ['VISITOR', 'GUEST', 'USER', 'ENTERPRISE', 'STAFF'] as const;
export type Role = (typeof ROLES)[number];

/** A signed-in user's role: everything but VISITOR. */
export type SignedInRole = Exclude<Role, 'VISITOR'>;

const CLAIM_TO_ROLE: Record<string, SignedInRole | undefined> = {
  guest: 'GUEST',
  user: 'USER',
  enterprise: 'ENTERPRISE',
  staff: 'STAFF',
};

/**
 * Derives the role from the identity token's lower-case `role` claim.
 * Signed out is VISITOR; a missing or unknown claim is GUEST (never more privilege than guest).
 */
export function roleFromClaim(signedIn: boolean, claim: unknown): Role {
  return signedIn ? signedInRoleFromClaim(claim) : 'VISITOR';
}

/** The role of a signed-in user from the claim: a missing or unknown claim is GUEST. */
export function signedInRoleFromClaim(claim: unknown): SignedInRole {
  if (typeof claim !== 'string') return 'GUEST';
  return CLAIM_TO_ROLE[claim.trim().toLowerCase()] ?? 'GUEST';
}

/** The claim value written into a token for a role (the reverse of roleFromClaim). */
export function claimForRole(role: SignedInRole): string {
  return role.toLowerCase();
}

/** What a route requires beyond being public (`config.access`, docs/product-rules.md#permissions). */
export type RequiredAccess = 'signed-in' | 'user' | 'enterprise' | 'staff';

/**
 * Whether a signed-in role may call a route that requires `access`: any signed-in user for `signed-in`;
 * USER or ENTERPRISE for `user` (a firm administrator learns too); only ENTERPRISE for `enterprise`; only STAFF
 * for `staff` (a staff account is not a lawyer's: it does not learn or run a firm).
 */
export function roleSatisfies(access: RequiredAccess, role: SignedInRole): boolean {
  switch (access) {
    case 'signed-in':
      return true;
    case 'user':
      return role === 'USER' || role === 'ENTERPRISE';
    case 'enterprise':
      return role === 'ENTERPRISE';
    case 'staff':
      return role === 'STAFF';
  }
}

/** What the database knows about a user that decides their role. */
export interface RoleFacts {
  /** Is a staff member (`staff_members`); staff outranks every lawyer role. */
  isStaff?: boolean;
  /** Administers a firm (bought the enterprise plan or was made its administrator). */
  administersFirm: boolean;
  /** Has an active individual membership or an active firm seat. */
  hasActiveEntitlement: boolean;
}

/** STAFF for a staff member, ENTERPRISE for a firm administrator, USER with an entitlement, GUEST otherwise. */
export function signedInRoleFor(facts: RoleFacts): SignedInRole {
  if (facts.isStaff) return 'STAFF';
  if (facts.administersFirm) return 'ENTERPRISE';
  return facts.hasActiveEntitlement ? 'USER' : 'GUEST';
}
