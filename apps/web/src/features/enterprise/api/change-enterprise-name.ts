import type { ChangeEnterpriseNameRequest, EnterpriseName } from '@counsel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { enterpriseKeys } from './enterprise-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.EnterpriseNameSchema);

/** POST /api/enterprise/change-name { name } (trimmed, 2–120 characters): answers the firm's id and new name. */
export function changeEnterpriseName(input: ChangeEnterpriseNameRequest): Promise<EnterpriseName> {
  return apiPost('/api/enterprise/change-name', input, loadSchema);
}

/** Renames, then refreshes Manage Firm (the route refreshes the firm the account menu shows). */
export function useChangeEnterpriseName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEnterpriseName,
    onSettled: () => queryClient.invalidateQueries({ queryKey: enterpriseKeys.all }),
  });
}
