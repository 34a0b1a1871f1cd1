import { fieldsOf } from '@counsel/domain';
import type { IdentityProvider } from '../../integrations/auth/better-auth.js';
import { serverPasswordProblem } from './common-passwords.js';

/** better-auth endpoints (POST) that set a new password from `newPassword`. Its sign-up is not served over HTTP. */
const NEW_PASSWORD_PATHS = new Set(['/api/identity/reset-password', '/api/identity/change-password']);

/** The account a password-reset token belongs to, while the token is valid. */
async function resetTokenOwner(identity: IdentityProvider, token: unknown) {
  if (typeof token !== 'string' || token === '') return null;
  const context = await identity.$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt < new Date()) return null;
  return context.internalAdapter.findUserById(verification.value);
}

/**
 * The full password policy (the large common-password list, the e-mail and the name of the account) for a
 * request about to set a password through better-auth, or null. Run before better-auth sees the request: its own
 * hook knows only the short list. The account is the signed-in user (change) or the reset token's owner.
 */
export async function newPasswordProblem(
  identity: IdentityProvider,
  request: { method: string; pathname: string; body: unknown; query: unknown; headers: Headers },
): Promise<string | null> {
  if (request.method !== 'POST' || !NEW_PASSWORD_PATHS.has(request.pathname)) return null;
  const body = fieldsOf(request.body);
  if (typeof body.newPassword !== 'string') return null;
  const account = request.pathname.endsWith('/change-password')
    ? (await identity.api.getSession({ headers: request.headers }))?.user
    : await resetTokenOwner(identity, body.token ?? fieldsOf(request.query).token);
  return serverPasswordProblem(body.newPassword, account ? { email: account.email, name: account.name } : {});
}
