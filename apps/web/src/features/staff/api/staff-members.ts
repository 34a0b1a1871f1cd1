import type { StaffMember, StaffMemberList } from '@counsel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost } from '../../../lib/api-client';
import { staffKeys } from './staff-query-keys';

const loadList = () => import('@counsel/contracts').then((contracts) => contracts.StaffMemberListSchema);
const loadMember = () => import('@counsel/contracts').then((contracts) => contracts.StaffMemberSchema);

/** GET /api/staff/members. */
export function useStaffMembers() {
  return useQuery({
    queryKey: staffKeys.members(),
    queryFn: ({ signal }): Promise<StaffMemberList> => apiGet('/api/staff/members', loadList, { signal }),
  });
}

/** POST /api/staff/members {email}: an existing account becomes staff (from its next sign-in). */
export function useGrantStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string): Promise<StaffMember> => apiPost('/api/staff/members', { email }, loadMember),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}

/** DELETE /api/staff/members/{userId}: takes staff access away (never one's own). */
export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiDelete(`/api/staff/members/${encodeURIComponent(userId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
