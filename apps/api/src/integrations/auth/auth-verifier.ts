import type { SignedInRole } from '@counsel/domain';

/** Who sent a request, as proven by a verified ID token. */
export interface VerifiedIdentity {
  /** The identity provider's subject (user id there). */
  subject: string;
  issuer: string;
  email: string | null;
  emailVerified: boolean;
  /** From the lower-case `role` claim; a missing or unknown claim is GUEST (packages/domain roleFromClaim). */
  role: SignedInRole;
}

/**
 * The identity port (docs/engineering-rules.md#identity-and-roles): turns `Authorization: Bearer <id token>` into
 * a verified identity, or throws AppError UNAUTHENTICATED. Implementations: the embedded better-auth issuer
 * (identity-token-verifier.ts, the default) and a hosted OIDC issuer (oidc-auth-verifier.ts, e.g. Firebase
 * Authentication) when configured.
 */
export interface AuthVerifier {
  verify(token: string): Promise<VerifiedIdentity>;
}
