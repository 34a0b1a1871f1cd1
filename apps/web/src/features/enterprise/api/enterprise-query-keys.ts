import type { EnterpriseQuery } from '@counsel/contracts';

/** The query keys of Manage Firm: every key starts with 'enterprise', so one invalidation refreshes the page. */
export const enterpriseKeys = {
  all: ['enterprise'] as const,
  members: (query: EnterpriseMembersQuery) => ['enterprise', 'members', query] as const,
  memberEmails: () => ['enterprise', 'member-emails'] as const,
  auditLog: (currentPage: number) => ['enterprise', 'audit-log', currentPage] as const,
  compliance: () => ['enterprise', 'compliance'] as const,
  invitation: (token: string) => ['invitation', token] as const,
};

/** GET /api/enterprise's query as the page sends it (the API fills in the defaults). */
export type EnterpriseMembersQuery = Pick<EnterpriseQuery, 'currentPage' | 'sort' | 'order'> &
  Partial<Pick<EnterpriseQuery, 'pageSize' | 'search' | 'status'>>;
