import type { RemovedLawyer } from '@counsel/contracts';
import { apiPost } from '../../../lib/api-client';
import { useMemberAction } from './member-action';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.RemovedLawyerSchema);

/**
 * POST /api/enterprise/delete-lawyer?enterpriseMemberId=: removes a member in any status and frees the seat. An
 * ACTIVE lawyer keeps account, history and certificates but loses the seat's access, and is told by e-mail.
 */
export function deleteLawyer(enterpriseMemberId: string): Promise<RemovedLawyer> {
  return apiPost('/api/enterprise/delete-lawyer', {}, loadSchema, { query: { enterpriseMemberId } });
}

export function useDeleteLawyer() {
  return useMemberAction((member) => deleteLawyer(member.id));
}
