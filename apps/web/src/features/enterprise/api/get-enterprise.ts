import type { Enterprise } from '@counsel/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { enterpriseKeys, type EnterpriseMembersQuery } from './enterprise-query-keys';

// The schema (and zod) loads while the request runs, outside the initial JavaScript.
const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.EnterpriseSchema);

/**
 * GET /api/enterprise (ENTERPRISE only): the firm, one page of its members (searched, filtered, sorted) and the
 * members per status. 404 ENTERPRISE_NOT_FOUND when the caller administers no firm (or its subscription ended).
 */
export function getEnterprise(query: EnterpriseMembersQuery, signal?: AbortSignal): Promise<Enterprise> {
  return apiGet('/api/enterprise', loadSchema, { query: { ...query }, signal });
}

export function getEnterpriseQueryOptions(query: EnterpriseMembersQuery) {
  return queryOptions({
    queryKey: enterpriseKeys.members(query),
    queryFn: ({ signal }) => getEnterprise(query, signal),
  });
}

/** The firm and one page of members; the previous page stays on screen while the next one loads. */
export function useEnterprise(query: EnterpriseMembersQuery) {
  return useQuery({ ...getEnterpriseQueryOptions(query), placeholderData: keepPreviousData });
}
