import type { EnterpriseMemberResponse } from '@counsel/contracts';
import { apiPost } from '../../../lib/api-client';
import { useMemberAction } from './member-action';

const loadSchema = () =>
  import('@counsel/contracts').then((contracts) => contracts.EnterpriseMemberResponseSchema);

/** POST /api/enterprise/revoke-invitation?enterpriseMemberId=: PENDING → REVOKED; the link stops working, the seat is free. */
export function revokeInvitation(enterpriseMemberId: string): Promise<EnterpriseMemberResponse> {
  return apiPost('/api/enterprise/revoke-invitation', {}, loadSchema, { query: { enterpriseMemberId } });
}

export function useRevokeInvitation() {
  return useMemberAction((member) => revokeInvitation(member.id));
}
