import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { BoundedMap, signedInRoleFromClaim } from '@counsel/domain';
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
/** How long a verified token is trusted without checking its signature again (a key rotation takes effect after). */
const VERIFIED_TTL_MS = 5 * 60_000;
/** Verified tokens remembered at once (the least recently used go first). */
const VERIFIED_MAX = 50_000;

function unauthenticated(message = 'Your session is not valid. Please sign in again.'): AppError {
  return new AppError('UNAUTHENTICATED', message);
}

/**
 * Verifies ID tokens of a hosted OIDC issuer such as Firebase Authentication (iss
 * https://securetoken.google.com/<project>, aud <project>): signature against the issuer's JWKS, issuer, audience,
 * expiry, a non-empty subject and an auth_time not in the future. Roles come from the `role` custom claim.
 */
export class OidcAuthVerifier implements AuthVerifier {
  /**
   * Tokens whose signature and claims were verified, with their payload, until their `exp` (strictly: no clock
   * tolerance) and at most VERIFIED_TTL_MS: a player sends the same token with every heartbeat, and the signature
   * check (RS256) was the largest single cost of one. The session check (`isStillValid`) still runs every time.
   */
  private readonly verified = new BoundedMap<string, { payload: JWTPayload; until: number }>(VERIFIED_MAX);

  constructor(private readonly options: OidcVerifierOptions) {}

  private async verifiedPayload(token: string, now: Date): Promise<JWTPayload> {
    const known = this.verified.get(token);
    if (known && now.getTime() < known.until) return known.payload;
    if (known) this.verified.delete(token);
    let payload: JWTPayload;
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
    const until = Math.min((payload.exp ?? 0) * 1000, now.getTime() + VERIFIED_TTL_MS);
    if (until > now.getTime()) {
      this.verified.set(token, { payload, until });
    }
    return payload;
  }

  async verify(token: string): Promise<VerifiedIdentity> {
    const now = (this.options.clock ?? systemClock).now();
    const payload = await this.verifiedPayload(token, now);
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
