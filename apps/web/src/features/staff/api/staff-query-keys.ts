import type { StaffAuditQuery } from '@counsel/contracts';

/** The staff console's shared query keys (each console area keeps its own keys beside its api files). */
export const staffKeys = {
  members: () => ['staff', 'members'] as const,
  auditLog: (query: StaffAuditFilters) => ['staff', 'audit-log', query] as const,
};

/** The audit log's filters as the page sends them (the API fills in the defaults). */
export type StaffAuditFilters = Partial<Omit<StaffAuditQuery, 'pageSize'>> & { currentPage: number };
