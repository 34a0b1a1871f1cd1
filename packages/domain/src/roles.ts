/** Roles (docs/product-rules.md#roles). VISITOR is signed out; a signed-in user without a claim is a GUEST. */
export const ROLES = ['VISITOR', 'GUEST', 'USER', 'ENTERPRISE'] as const;
export type Role = (typeof ROLES)[number];

/** A signed-in user's role: everything but VISITOR. */
export type SignedInRole = Exclude<Role, 'VISITOR'>;

const CLAIM_TO_ROLE: Record<string, SignedInRole | undefined> = {
  guest: 'GUEST',
  user: 'USER',
  enterprise: 'ENTERPRISE',
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
export type RequiredAccess = 'signed-in' | 'user' | 'enterprise';

/**
 * Whether a signed-in role may call a route that requires `access`: any signed-in user for `signed-in`;
 * USER or ENTERPRISE for `user` (a firm administrator learns too); only ENTERPRISE for `enterprise`.
 */
export function roleSatisfies(access: RequiredAccess, role: SignedInRole): boolean {
  switch (access) {
    case 'signed-in':
      return true;
    case 'user':
      return role === 'USER' || role === 'ENTERPRISE';
    case 'enterprise':
      return role === 'ENTERPRISE';
  }
}

/** What the database knows about a user that decides their role. */
export interface RoleFacts {
  /** Administers a firm (bought the enterprise plan or was made its administrator). */
  administersFirm: boolean;
  /** Has an active individual membership or an active firm seat. */
  hasActiveEntitlement: boolean;
}

/** ENTERPRISE for a firm administrator, USER with an entitlement, GUEST otherwise. */
export function signedInRoleFor(facts: RoleFacts): SignedInRole {
  if (facts.administersFirm) return 'ENTERPRISE';
  return facts.hasActiveEntitlement ? 'USER' : 'GUEST';
}
