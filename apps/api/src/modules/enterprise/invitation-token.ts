import { createHash, randomBytes } from 'node:crypto';

/** A new invitation token: 32 random bytes, base64url. Only its hash is stored. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

/** SHA-256 (hex) of a token, as firm_members.token_hash stores it. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
