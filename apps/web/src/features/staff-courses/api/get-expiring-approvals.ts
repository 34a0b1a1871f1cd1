import type { ExpiringApprovalList } from '@counsel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { staffCourseKeys } from './staff-course-keys';

const loadList = () => import('@counsel/contracts').then((contracts) => contracts.ExpiringApprovalListSchema);

/** GET /api/staff/approvals/expiring?withinDays=: approved credit lines that run out soon. */
export function useExpiringApprovals(withinDays: number) {
  return useQuery({
    queryKey: staffCourseKeys.expiring(withinDays),
    queryFn: ({ signal }): Promise<ExpiringApprovalList> =>
      apiGet('/api/staff/approvals/expiring', loadList, { signal, query: { withinDays } }),
  });
}
