import type { EnterpriseMemberResponse } from '@counsel/contracts';
import { apiPost } from '../../../lib/api-client';
import { useMemberAction } from './member-action';

const loadSchema = () =>
  import('@counsel/contracts').then((contracts) => contracts.EnterpriseMemberResponseSchema);

/** POST /api/enterprise/administrators { enterpriseMemberId }: an ACTIVE member also manages the firm. */
export function addAdministrator(enterpriseMemberId: string): Promise<EnterpriseMemberResponse> {
  return apiPost('/api/enterprise/administrators', { enterpriseMemberId }, loadSchema);
}

export function useAddAdministrator() {
  return useMemberAction((member) => addAdministrator(member.id));
}
