import type { EnterpriseCompliance } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { enterpriseKeys } from './enterprise-query-keys';

// The schema (and zod) loads while the request runs, outside the initial JavaScript.
const loadSchema = () =>
  import('@counsel/contracts').then((contracts) => contracts.EnterpriseComplianceSchema);

/**
 * GET /api/enterprise/compliance (ENTERPRISE only): where the firm's ACTIVE lawyers stand in each admission's current
 * period, the lawyers at risk (soonest deadline first) and the counts.
 */
export function getEnterpriseCompliance(signal?: AbortSignal): Promise<EnterpriseCompliance> {
  return apiGet('/api/enterprise/compliance', loadSchema, { signal });
}

export function getEnterpriseComplianceQueryOptions() {
  return queryOptions({
    queryKey: enterpriseKeys.compliance(),
    queryFn: ({ signal }) => getEnterpriseCompliance(signal),
  });
}

export function useEnterpriseCompliance() {
  return useQuery(getEnterpriseComplianceQueryOptions());
}
