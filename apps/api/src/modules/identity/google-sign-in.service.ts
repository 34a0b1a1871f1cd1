import type { AuthProviders, GoogleSignInResponse } from '@counsel/contracts';
import { isAPIError } from 'better-auth/api';
import { AppError } from '../../errors/app-error.js';
import type { IdentityProvider } from '../../integrations/auth/better-auth.js';
import type { GoogleIdTokenVerifier } from '../../integrations/auth/google-id-token-verifier.js';
import type { IdentityRepository } from './identity.repository.js';

export interface GoogleSignInSettings {
  clientId: string;
  verifier: GoogleIdTokenVerifier;
}

export interface GoogleSignInResult {
  body: GoogleSignInResponse;
  /** better-auth's Set-Cookie headers (the session cookie), to forward to the browser as they are. */
  setCookies: string[];
}

/**
 * Google sign-in (ADR 006): checks the Google ID token through the GoogleIdTokenVerifier port, then hands it to
 * better-auth's own ID-token sign-in (`signInSocial` with `idToken`; its google provider verifies through the
 * same port). better-auth creates the user or links the account and sets the session cookie exactly as an
 * e-mail sign-in does, so the browser's session check finds the user. `settings` null: Google is switched off.
 */
export class GoogleSignInService {
  constructor(
    private readonly provider: IdentityProvider,
    private readonly repository: IdentityRepository,
    private readonly settings: GoogleSignInSettings | null,
  ) {}

  /** GET /api/auth/providers. */
  listProviders(): AuthProviders {
    return { google: this.settings ? { clientId: this.settings.clientId } : null };
  }

  /** POST /api/auth/register-google. */
  async signIn(idToken: string, requestHeaders: Headers): Promise<GoogleSignInResult> {
    if (!this.settings) {
      throw new AppError(
        'GOOGLE_SIGN_IN_DISABLED',
        'Google sign-in is not available here. Use your e-mail and password.',
      );
    }
    // First our own check, for a precise refusal (expired, unverified address...) before anything is written.
    const google = await this.settings.verifier.verify(idToken);
    const linkedUserId = await this.repository.findLinkedUserId('google', google.subject);
    const existing = await this.repository.findUserForSignIn(google.email);
    if (!linkedUserId && existing && !existing.emailVerified) {
      // better-auth links only to verified local accounts; Google has just proved who owns the address.
      await this.repository.confirmAddressOwnership(existing.id);
    }
    try {
      const { headers, response } = await this.provider.api.signInSocial({
        body: { provider: 'google', idToken: { token: idToken } },
        headers: requestHeaders,
        returnHeaders: true,
      });
      if (!('user' in response)) {
        throw new Error('better-auth answered an ID-token sign-in without a user');
      }
      const { user } = response;
      return {
        body: {
          user: { id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified },
          isNewUser: !linkedUserId && !existing,
        },
        setCookies: headers.getSetCookie(),
      };
    } catch (error) {
      if (isAPIError(error) && (error.status === 'UNAUTHORIZED' || error.status === 'FORBIDDEN')) {
        throw new AppError('GOOGLE_TOKEN_INVALID', 'We could not sign you in with Google. Please try again.');
      }
      throw error;
    }
  }
}
