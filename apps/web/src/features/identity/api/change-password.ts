import { identityRequest } from './identity-client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  /** Ends every other session; this browser gets a new session cookie. */
  revokeOtherSessions: boolean;
}

/**
 * POST /api/identity/change-password (signed in). A wrong current password answers 400 INVALID_PASSWORD, a short
 * one 400 PASSWORD_TOO_SHORT; both arrive as an ApiError.
 */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await identityRequest('/change-password', { method: 'POST', body: input });
}
