import type { EnterpriseMemberResponse } from '@counsel/contracts';
import { apiPost } from '../../../lib/api-client';
import { useMemberAction } from './member-action';

const loadSchema = () =>
  import('@counsel/contracts').then((contracts) => contracts.EnterpriseMemberResponseSchema);

/**
 * POST /api/enterprise/resend-invitation?enterpriseMemberId=: a PENDING or REVOKED member gets a new link (the old
 * one stops working) and is PENDING again; a REVOKED one takes a seat again (409 SEATS_EXHAUSTED when none is free).
 */
export function resendInvitation(enterpriseMemberId: string): Promise<EnterpriseMemberResponse> {
  return apiPost('/api/enterprise/resend-invitation', {}, loadSchema, { query: { enterpriseMemberId } });
}

export function useResendInvitation() {
  return useMemberAction((member) => resendInvitation(member.id));
}
