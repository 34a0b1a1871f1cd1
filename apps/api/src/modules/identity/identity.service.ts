import { VERIFIED_EMAIL_CALLBACK_PATH, type RegisteredUser, type RegisterRequest } from '@counsel/contracts';
import { claimForRole, signedInRoleFor, type RoleFacts } from '@counsel/domain';
import { randomUUID } from 'node:crypto';
import { isAPIError } from 'better-auth/api';
import { AppError } from '../../errors/app-error.js';
import type { IdentityProvider } from '../../integrations/auth/better-auth.js';
import { serverPasswordProblem } from './common-passwords.js';
import type { Notifications } from '../notifications/notifications.js';
import { EXISTING_ACCOUNT_EMAIL } from './existing-account-notice.js';
import type { IdentityRepository } from './identity.repository.js';

/** Where the facts behind a role come from (subscriptions and firms: modules/entitlements). */
export interface RoleFactsSource {
  roleFacts(userId: string): Promise<RoleFacts>;
}

/** The lower-case `role` claim, derived from the database every time a token is issued (docs/product-rules.md#roles). */
export async function roleClaimFor(entitlements: RoleFactsSource, userId: string): Promise<string> {
  return claimForRole(signedInRoleFor(await entitlements.roleFacts(userId)));
}

/** better-auth's own "this address has an account" refusal (its code names it; other 422s do not). */
function isUserAlreadyExists(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('code' in body)) return false;
  return typeof body.code === 'string' && body.code.startsWith('USER_ALREADY_EXISTS');
}

/** A firm's invitation taken at sign-up (modules/enterprise). */
export interface SignUpInvitations {
  /** Refuses (with the invitation's error code) a link that cannot be used or was sent to another address. */
  checkInvitationForSignUp(token: string, email: string): Promise<void>;
  /** The new account of the invited address joins the firm, verified; false when the link can no longer be used. */
  acceptOnSignUp(userId: string, token: string): Promise<boolean>;
}

/** Identity use cases of our own, on top of the provider. */
export class IdentityService {
  constructor(
    private readonly provider: IdentityProvider,
    private readonly repository: IdentityRepository,
    private readonly notifications: Pick<Notifications, 'send'>,
    private readonly invitations: SignUpInvitations,
  ) {}

  /**
   * POST /api/auth/register: creates the account and sends the verification e-mail. An address that already has
   * an account gets the same answer, after the same work (the provider hashes the password either way): its owner
   * is told by e-mail instead, so nobody learns from the answer or its timing which addresses have accounts.
   * With a firm's invitation `token` (sent to that very address), a new account joins the firm and is verified at
   * once: following the invitation e-mail proved the address.
   */
  async register(input: RegisterRequest, invitationToken?: string): Promise<RegisteredUser> {
    if (invitationToken) await this.invitations.checkInvitationForSignUp(invitationToken, input.email);
    const problem = serverPasswordProblem(input.password, { email: input.email, name: input.fullName });
    if (problem) {
      throw new AppError('VALIDATION_FAILED', problem, [{ in: 'body', path: '/password', message: problem }]);
    }
    const existing = await this.repository.findUserByEmail(input.email);
    try {
      // With verified e-mail required, the provider answers a duplicate with a made-up user, as for a new one.
      const { user } = await this.provider.api.signUpEmail({
        body: {
          name: input.fullName,
          email: input.email,
          password: input.password,
          callbackURL: VERIFIED_EMAIL_CALLBACK_PATH,
        },
      });
      if (existing) await this.noticeExistingAccount(existing);
      const joined =
        !existing && invitationToken
          ? await this.invitations.acceptOnSignUp(user.id, invitationToken)
          : false;
      return {
        user: {
          id: user.id,
          name: user.name,
          email: user.email,
          emailVerified: user.emailVerified || joined,
        },
      };
    } catch (error) {
      if (isAPIError(error) && isUserAlreadyExists(error.body)) {
        // Only if the provider were set to say so plainly: answer as for a new account all the same.
        if (existing) await this.noticeExistingAccount(existing);
        return { user: { id: randomUUID(), name: input.fullName, email: input.email, emailVerified: false } };
      }
      if (isAPIError(error) && error.status === 'BAD_REQUEST') {
        throw new AppError('VALIDATION_FAILED', error.message);
      }
      if (isAPIError(error) && error.status === 'UNPROCESSABLE_ENTITY') {
        // Any other 422 (a name the database cannot store, ...) is about the input, not a taken address.
        throw new AppError(
          'VALIDATION_FAILED',
          'The account could not be created. Check the name and e-mail.',
        );
      }
      throw error;
    }
  }

  /** Queues the e-mail to the owner of an address someone tried to sign up with again (a job sends it). */
  private noticeExistingAccount(owner: { email: string; name: string }): Promise<void> {
    return this.notifications.send(EXISTING_ACCOUNT_EMAIL, owner.email, { name: owner.name });
  }
}
