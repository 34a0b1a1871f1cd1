import type { AcceptedInvitation } from '@counsel/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.AcceptedInvitationSchema);

/**
 * POST /api/enterprise/accept-invitation?token= (signed in, body {}): the account joins the firm. 403
 * INVITATION_EMAIL_MISMATCH (details.invitedEmail), 409 ALREADY_IN_FIRM, 403 EMAIL_NOT_VERIFIED and the invitation
 * refusals arrive as ApiErrors.
 */
export function acceptInvitation(token: string): Promise<AcceptedInvitation> {
  return apiPost('/api/enterprise/accept-invitation', {}, loadSchema, { query: { token } });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
