import {
  VERIFIED_EMAIL_CALLBACK_PATH,
  type EmailVerificationState,
  type UserEnterprise,
  type UserProfile,
  type UserSubscription,
} from '@counsel/contracts';
import { AppError } from '../../errors/app-error.js';
import type { IdentityProvider } from '../../integrations/auth/better-auth.js';
import { nameProblem } from '../../integrations/auth/user-field-rules.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { IdentityRepository } from '../identity/identity.repository.js';

/** What the account endpoints show of the user's entitlements (modules/entitlements/entitlements.service.ts). */
export interface AccountEntitlements {
  currentSubscription(userId: string): Promise<UserSubscription['subscription']>;
  currentEnterprise(userId: string): Promise<UserEnterprise['enterprise']>;
}

/** The signed-in user's own account: name, verification state, and their subscription and firm. */
export class UsersService {
  constructor(
    private readonly repository: IdentityRepository,
    private readonly provider: IdentityProvider,
    private readonly entitlements: AccountEntitlements,
  ) {}

  async getSubscription(identity: VerifiedIdentity): Promise<UserSubscription> {
    return { subscription: await this.entitlements.currentSubscription(identity.subject) };
  }

  async getEnterprise(identity: VerifiedIdentity): Promise<UserEnterprise> {
    return { enterprise: await this.entitlements.currentEnterprise(identity.subject) };
  }

  async changeName(identity: VerifiedIdentity, fullName: string): Promise<UserProfile> {
    // The contract checked length and trimming; the same rule as every other way of writing a name (NUL...).
    const problem = nameProblem(fullName);
    if (problem) {
      throw new AppError('VALIDATION_FAILED', problem, [{ in: 'body', path: '/fullName', message: problem }]);
    }
    const user = await this.repository.updateName(identity.subject, fullName);
    if (!user) throw new AppError('USER_NOT_FOUND', 'This account does not exist any more.');
    return { id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified };
  }

  /** The verification state; an unverified address gets a new verification e-mail. */
  async getVerificationState(identity: VerifiedIdentity): Promise<EmailVerificationState> {
    const user = await this.repository.findUserById(identity.subject);
    if (!user) throw new AppError('USER_NOT_FOUND', 'This account does not exist any more.');
    if (user.emailVerified) return { email: user.email, emailVerified: true, verificationEmailSent: false };
    await this.provider.api.sendVerificationEmail({
      body: { email: user.email, callbackURL: VERIFIED_EMAIL_CALLBACK_PATH },
    });
    return { email: user.email, emailVerified: false, verificationEmailSent: true };
  }
}
