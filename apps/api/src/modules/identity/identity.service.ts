import { VERIFIED_EMAIL_CALLBACK_PATH, type RegisteredUser, type RegisterRequest } from '@counsel/contracts';
import { claimForRole, passwordProblem, signedInRoleFor, type RoleFacts } from '@counsel/domain';
import { isAPIError } from 'better-auth/api';
import { AppError } from '../../errors/app-error.js';
import type { IdentityProvider } from '../../integrations/auth/better-auth.js';
import type { IdentityRepository } from './identity.repository.js';

/** Where the facts behind a role come from (subscriptions and firms: modules/billing/billing.repository.ts). */
export interface RoleFactsSource {
  findRoleFacts(userId: string): Promise<RoleFacts>;
}

/** The lower-case `role` claim, derived from the database every time a token is issued (DESIGN.md §5). */
export async function roleClaimFor(repository: RoleFactsSource, userId: string): Promise<string> {
  return claimForRole(signedInRoleFor(await repository.findRoleFacts(userId)));
}

/** Identity use cases of our own, on top of the provider. */
export class IdentityService {
  constructor(
    private readonly provider: IdentityProvider,
    private readonly repository: IdentityRepository,
  ) {}

  /** POST /api/auth/register: creates the account and sends the verification e-mail. */
  async register(input: RegisterRequest): Promise<RegisteredUser> {
    const problem = passwordProblem(input.password, { email: input.email, name: input.fullName });
    if (problem) {
      throw new AppError('VALIDATION_FAILED', problem, [{ in: 'body', path: '/password', message: problem }]);
    }
    // The provider hides existing accounts from its own sign-up; the spec's register endpoint says so plainly.
    if (await this.repository.findUserByEmail(input.email)) {
      throw new AppError(
        'EMAIL_TAKEN',
        'An account with this e-mail address already exists. Sign in instead.',
      );
    }
    try {
      const { user } = await this.provider.api.signUpEmail({
        body: {
          name: input.fullName,
          email: input.email,
          password: input.password,
          callbackURL: VERIFIED_EMAIL_CALLBACK_PATH,
        },
      });
      return { user: { id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified } };
    } catch (error) {
      if (isAPIError(error) && error.status === 'UNPROCESSABLE_ENTITY') {
        throw new AppError(
          'EMAIL_TAKEN',
          'An account with this e-mail address already exists. Sign in instead.',
        );
      }
      if (isAPIError(error) && error.status === 'BAD_REQUEST') {
        throw new AppError('VALIDATION_FAILED', error.message);
      }
      throw error;
    }
  }
}
