import type { CreatedLawyers, Invitee } from '@counsel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { enterpriseKeys } from './enterprise-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.CreatedLawyersSchema);

/**
 * POST /api/enterprise/create-lawyer: invites one lawyer, or several at once (all or none). Each gets an e-mail
 * with a link to the accept page. 409 SEATS_EXHAUSTED (details: seatsPurchased, seatsInUse, seatsFree) and 409
 * ENTERPRISE_MEMBER_EXISTS (details.emails) arrive as ApiErrors.
 */
export function createLawyers(lawyers: Invitee[]): Promise<CreatedLawyers> {
  const [only] = lawyers;
  const body = lawyers.length === 1 && only ? only : { lawyers };
  return apiPost('/api/enterprise/create-lawyer', body, loadSchema);
}

/** Invites, then refreshes the firm, its members, their addresses and the audit log. */
export function useCreateLawyers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLawyers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: enterpriseKeys.all }),
  });
}
