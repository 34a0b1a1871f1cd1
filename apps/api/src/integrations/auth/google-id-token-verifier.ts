import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { FullNameSchema } from '@counsel/contracts';
import { AppError } from '../../errors/app-error.js';
import { nameProblem } from './user-field-rules.js';

/** Who Google says signed in: its stable subject and an e-mail address Google has verified. */
export interface GoogleIdentity {
  /** Google's `sub`: the account key (accounts.account_id with provider_id 'google'). */
  subject: string;
  /** Lower-cased. */
  email: string;
  /** The token's `name`, else the e-mail's local part (googleDisplayName). */
  name: string;
}

/**
 * The port: checks a Google ID token (the credential of Google Identity Services) and says who signed in. Throws
 * AppError GOOGLE_TOKEN_INVALID (401) for any token that is not a fresh, genuine token for our client with a
 * verified e-mail, and SERVICE_UNAVAILABLE (503) when Google's keys cannot be read.
 */
export interface GoogleIdTokenVerifier {
  verify(idToken: string): Promise<GoogleIdentity>;
}

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
/** Google signs ID tokens with RS256 only; nothing else (and never `none`) is accepted. */
const GOOGLE_ALGORITHMS = ['RS256'];
/** Google's ID tokens live one hour; an older `iat` is refused even if `exp` says otherwise. */
const MAX_TOKEN_AGE = '1h';

export interface JoseGoogleIdTokenVerifierOptions {
  /** GOOGLE_CLIENT_ID: the only accepted audience. */
  clientId: string;
  /** Google's signing keys: the remote JWKS in production, a local key set in tests. */
  keys: JWTVerifyGetKey;
  /** Allowed clock skew in seconds. */
  clockToleranceSeconds?: number;
}

/** Thrown by the key lookup when the key set itself cannot be read (network, Google down, bad answer). */
class KeySetUnavailable extends Error {}

function invalidToken(message = 'Google could not confirm who you are. Please try again.'): AppError {
  return new AppError('GOOGLE_TOKEN_INVALID', message);
}

function text(value: unknown, maxLength: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= maxLength ? trimmed : null;
}

/**
 * The production adapter (jose): signature against Google's keys, issuer accounts.google.com (either spelling),
 * audience GOOGLE_CLIENT_ID, expiry and age, a subject, an e-mail address and `email_verified === true`.
 */
export class JoseGoogleIdTokenVerifier implements GoogleIdTokenVerifier {
  private readonly keys: JWTVerifyGetKey;

  constructor(private readonly options: JoseGoogleIdTokenVerifierOptions) {
    const keys = options.keys;
    // Separates "this token is not Google's" (no matching key) from "Google's keys are out of reach".
    this.keys = async (header, token) => {
      try {
        return await keys(header, token);
      } catch (error) {
        if (
          error instanceof errors.JWKSNoMatchingKey ||
          error instanceof errors.JWKSMultipleMatchingKeys ||
          error instanceof errors.JOSENotSupported
        ) {
          throw error;
        }
        throw new KeySetUnavailable('Google signing keys are unavailable', { cause: error });
      }
    };
  }

  async verify(idToken: string): Promise<GoogleIdentity> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, this.keys, {
        issuer: GOOGLE_ISSUERS,
        audience: this.options.clientId,
        algorithms: GOOGLE_ALGORITHMS,
        maxTokenAge: MAX_TOKEN_AGE,
        clockTolerance: this.options.clockToleranceSeconds ?? 5,
        requiredClaims: ['sub', 'exp', 'iat', 'email'],
      }));
    } catch (error) {
      if (error instanceof KeySetUnavailable) {
        throw new AppError('SERVICE_UNAVAILABLE', 'Google sign-in is unavailable right now. Try again soon.');
      }
      if (error instanceof errors.JWTExpired) {
        throw invalidToken('Your Google sign-in has expired. Please try again.');
      }
      if (error instanceof errors.JOSEError || error instanceof TypeError) throw invalidToken();
      throw error;
    }
    const subject = text(payload.sub, 255);
    const email = text(payload.email, 254)?.toLowerCase() ?? null;
    if (!subject || !email || !/^[^\s@]+@[^\s@]+$/.test(email)) throw invalidToken();
    if (payload.email_verified !== true) {
      throw invalidToken('Google has not verified this e-mail address, so it cannot be used to sign in.');
    }
    return { subject, email, name: googleDisplayName(payload.name, email) };
  }
}

/** Production: Google's published keys, cached by jose and refetched when a new key id appears. */
export function createGoogleIdTokenVerifier(config: { clientId: string }): GoogleIdTokenVerifier {
  return new JoseGoogleIdTokenVerifier({
    clientId: config.clientId,
    keys: createRemoteJWKSet(new URL(GOOGLE_JWKS_URL), {
      cooldownDuration: 30_000,
      cacheMaxAge: 10 * 60_000,
    }),
  });
}

/**
 * The name of an account created by Google sign-in: the token's `name`, else the e-mail's local part, else the
 * address — the first that our name rule accepts once cut (at a whole character) to the longest name allowed.
 */
export function googleDisplayName(name: unknown, email: string): string {
  const maxLength = FullNameSchema.maxLength ?? 100;
  const candidates = [typeof name === 'string' ? name : '', email.split('@')[0] ?? '', email];
  for (const candidate of candidates) {
    let cut = '';
    for (const char of candidate.trim()) {
      if (cut.length + char.length > maxLength) break;
      cut += char;
    }
    if (nameProblem(cut) === null) return cut.trim();
  }
  return 'Google user';
}
