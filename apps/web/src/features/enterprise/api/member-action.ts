import type { EnterpriseMember } from '@counsel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enterpriseKeys } from './enterprise-query-keys';

/**
 * One of the member actions of the table (resend, revoke, remove, administration) as a mutation: on the way back,
 * every Manage Firm query is asked again (seats, statuses, the audit log).
 */
export function useMemberAction<Result>(action: (member: EnterpriseMember) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => queryClient.invalidateQueries({ queryKey: enterpriseKeys.all }),
  });
}
