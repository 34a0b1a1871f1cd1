import type { ComplianceRuleList } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.ComplianceRuleListSchema);

/** GET /api/compliance/rules — the jurisdictions the tracker covers and the admission details each rule needs. */
export function getComplianceRules(signal?: AbortSignal): Promise<ComplianceRuleList> {
  return apiGet('/api/compliance/rules', loadSchema, { signal });
}

export const complianceRulesQueryOptions = queryOptions({
  queryKey: ['compliance-rules'] as const,
  queryFn: ({ signal }) => getComplianceRules(signal),
  // Rule files change with a release, not while the page is open.
  staleTime: Infinity,
});

/** The tracker's rules (public; the same for everyone). */
export function useComplianceRules() {
  return useQuery(complianceRulesQueryOptions);
}
