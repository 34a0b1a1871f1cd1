import type { StaffAuditPage } from '@counsel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { staffKeys, type StaffAuditFilters } from './staff-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.StaffAuditPageSchema);

export const STAFF_AUDIT_PAGE_SIZE = 25;

/** GET /api/staff/audit-log: every staff action, newest first, with the page's filters. */
export function getStaffAuditLog(filters: StaffAuditFilters, signal?: AbortSignal): Promise<StaffAuditPage> {
  return apiGet('/api/staff/audit-log', loadSchema, {
    query: { ...filters, pageSize: STAFF_AUDIT_PAGE_SIZE },
    signal,
  });
}

export function useStaffAuditLog(filters: StaffAuditFilters) {
  return useQuery({
    ...queryOptions({
      queryKey: staffKeys.auditLog(filters),
      queryFn: ({ signal }) => getStaffAuditLog(filters, signal),
    }),
    placeholderData: keepPreviousData,
  });
}
