import { createLocalJWKSet, errors, type JWTVerifyGetKey } from 'jose';
import type { Clock } from '../clock/clock.js';
import type { IdentityProvider } from './better-auth.js';
import { OidcAuthVerifier } from './oidc-auth-verifier.js';

const KEYS_TTL_MS = 5 * 60_000;

/**
 * Verifies the embedded provider's own ID tokens (issuer and audience = APP_URL) against its JWKS, read
 * in-process and cached for five minutes; an unknown key id reloads the set once (after a key rotation). A token
 * is refused once its session (`sid` claim) is gone: signed out, revoked, or its user deleted (ADR 010).
 */
export function createIdentityTokenVerifier(
  identity: IdentityProvider,
  appUrl: string,
  clock: Clock,
): OidcAuthVerifier {
  let cached: { keys: JWTVerifyGetKey; loadedAt: number } | null = null;
  const load = async (): Promise<JWTVerifyGetKey> => {
    const set = await identity.api.getJwks();
    cached = { keys: createLocalJWKSet(set), loadedAt: clock.now().getTime() };
    return cached.keys;
  };
  const keys: JWTVerifyGetKey = async (header, token) => {
    const current =
      cached && clock.now().getTime() - cached.loadedAt < KEYS_TTL_MS ? cached.keys : await load();
    try {
      return await current(header, token);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
      return (await load())(header, token);
    }
  };
  return new OidcAuthVerifier({
    issuer: appUrl,
    audience: appUrl,
    keys,
    clock,
    isStillValid: async ({ sid, sub }) =>
      typeof sid === 'string' && typeof sub === 'string' && identity.revocations.isLive(sid, sub),
  });
}
