import { apiDelete } from '../../../lib/api-client';
import { useMemberAction } from './member-action';

/**
 * DELETE /api/enterprise/administrators?enterpriseMemberId=: the member stops managing the firm and keeps the
 * seat. 409 FIRM_OWNER_PROTECTED for the buyer, 409 LAST_ADMINISTRATOR when nobody else would be left.
 */
export function removeAdministrator(enterpriseMemberId: string): Promise<void> {
  return apiDelete('/api/enterprise/administrators', { query: { enterpriseMemberId } });
}

export function useRemoveAdministrator() {
  return useMemberAction((member) => removeAdministrator(member.id));
}
