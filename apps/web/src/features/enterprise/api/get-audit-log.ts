import type { AuditLog } from '@counsel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { enterpriseKeys } from './enterprise-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.AuditLogSchema);

export const AUDIT_LOG_PAGE_SIZE = 10;

/** GET /api/enterprise/audit-log?currentPage&pageSize: who did what to whom, newest first. */
export function getAuditLog(currentPage: number, signal?: AbortSignal): Promise<AuditLog> {
  return apiGet('/api/enterprise/audit-log', loadSchema, {
    query: { currentPage, pageSize: AUDIT_LOG_PAGE_SIZE },
    signal,
  });
}

export function getAuditLogQueryOptions(currentPage: number) {
  return queryOptions({
    queryKey: enterpriseKeys.auditLog(currentPage),
    queryFn: ({ signal }) => getAuditLog(currentPage, signal),
  });
}

export function useAuditLog(currentPage: number) {
  return useQuery({ ...getAuditLogQueryOptions(currentPage), placeholderData: keepPreviousData });
}
