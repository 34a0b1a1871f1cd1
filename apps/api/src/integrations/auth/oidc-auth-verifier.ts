import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { signedInRoleFromClaim } from '@counsel/domain';
import { AppError } from '../../errors/app-error.js';
import { systemClock, type Clock } from '../clock/clock.js';
import type { AuthVerifier, VerifiedIdentity } from './auth-verifier.js';

export interface OidcVerifierOptions {
  issuer: string;
  audience: string;
  /** The issuer's signing keys: a remote JWKS in production, a local key set in tests. */
  keys: JWTVerifyGetKey;
  /** Allowed clock skew in seconds. */
  clockToleranceSeconds?: number;
  /** The time tokens are judged at (expiry, auth_time); the system clock by default. */
  clock?: Clock;
  /**
   * A further check of a token whose signature and claims are valid (the embedded issuer: is its session still
   * live?). Resolves false to refuse the token with 401 UNAUTHENTICATED.
   */
  isStillValid?: (payload: JWTPayload) => Promise<boolean>;
}

const ALGORITHMS = ['RS256', 'ES256', 'EdDSA'];

function unauthenticated(message = 'Your session is not valid. Please sign in again.'): AppError {
  return new AppError('UNAUTHENTICATED', message);
}

/**
 * Verifies ID tokens of a hosted OIDC issuer such as Firebase Authentication (iss
 * https://securetoken.google.com/<project>, aud <project>): signature against the issuer's JWKS, issuer, audience,
 * expiry, a non-empty subject and an auth_time not in the future. Roles come from the `role` custom claim.
 */
export class OidcAuthVerifier implements AuthVerifier {
  constructor(private readonly options: OidcVerifierOptions) {}

  async verify(token: string): Promise<VerifiedIdentity> {
    let payload: JWTPayload;
    const now = (this.options.clock ?? systemClock).now();
    try {
      ({ payload } = await jwtVerify(token, this.options.keys, {
        issuer: this.options.issuer,
        audience: this.options.audience,
        algorithms: ALGORITHMS,
        clockTolerance: this.options.clockToleranceSeconds ?? 5,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: now,
      }));
    } catch (error) {
      if (error instanceof errors.JWTExpired)
        throw unauthenticated('Your session has expired. Please sign in again.');
      if (error instanceof errors.JOSEError || error instanceof TypeError) throw unauthenticated();
      throw error;
    }
    const subject = payload.sub ?? '';
    if (subject.length === 0 || subject.length > 128) throw unauthenticated();
    const authTime = payload.auth_time;
    if (
      typeof authTime === 'number' &&
      authTime > now.getTime() / 1000 + (this.options.clockToleranceSeconds ?? 5)
    ) {
      throw unauthenticated();
    }
    if (this.options.isStillValid && !(await this.options.isStillValid(payload))) {
      throw unauthenticated('Your session has ended. Please sign in again.');
    }
    return {
      subject,
      issuer: this.options.issuer,
      email: typeof payload.email === 'string' ? payload.email : null,
      emailVerified: payload.email_verified === true,
      role: signedInRoleFromClaim(payload.role),
    };
  }
}

export function createOidcAuthVerifier(config: {
  issuer: string;
  audience: string;
  jwksUrl: string;
}): OidcAuthVerifier {
  return new OidcAuthVerifier({
    issuer: config.issuer,
    audience: config.audience,
    keys: createRemoteJWKSet(new URL(config.jwksUrl), { cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 }),
  });
}
