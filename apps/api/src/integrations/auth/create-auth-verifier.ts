import type { AppConfig } from '../../config/env.js';
import type { AuthVerifier } from './auth-verifier.js';
import { createOidcAuthVerifier } from './oidc-auth-verifier.js';

/**
 * The verifier the configuration names: the hosted OIDC issuer when OIDC_ISSUER, OIDC_AUDIENCE and OIDC_JWKS_URL
 * are all set; undefined otherwise, and the app verifies the embedded better-auth issuer's tokens instead
 * (identity-token-verifier.ts).
 */
export function createConfiguredAuthVerifier(
  config: Pick<AppConfig, 'OIDC_ISSUER' | 'OIDC_AUDIENCE' | 'OIDC_JWKS_URL'>,
): AuthVerifier | undefined {
  const { OIDC_ISSUER: issuer, OIDC_AUDIENCE: audience, OIDC_JWKS_URL: jwksUrl } = config;
  if (issuer && audience && jwksUrl) return createOidcAuthVerifier({ issuer, audience, jwksUrl });
  return undefined;
}
