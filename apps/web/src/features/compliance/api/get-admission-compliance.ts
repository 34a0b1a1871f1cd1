import type { AdmissionCompliance } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { admissionComplianceQueryKey } from './compliance-query-keys';

const loadSchema = () =>
  import('@counsel/contracts').then((contracts) => contracts.AdmissionComplianceSchema);

/**
 * GET /api/compliance/{admissionId}?period=YYYY-MM-DD (signed in): where I stand in one admission, in the reporting
 * period containing that day.
 */
export function getAdmissionCompliance(
  admissionId: string,
  period: string,
  signal?: AbortSignal,
): Promise<AdmissionCompliance> {
  return apiGet(`/api/compliance/${encodeURIComponent(admissionId)}`, loadSchema, {
    signal,
    query: { period },
  });
}

export function getAdmissionComplianceQueryOptions(admissionId: string, period: string) {
  return queryOptions({
    queryKey: admissionComplianceQueryKey(admissionId, period),
    queryFn: ({ signal }) => getAdmissionCompliance(admissionId, period, signal),
  });
}

/**
 * One admission in another period than the current one; asks nothing while `period` is null (the overview holds
 * the current period). While a newly chosen period loads, the one shown before stays (`placeholder`, then the
 * previous answer), so the card keeps its place and its controls.
 */
export function useAdmissionCompliance(
  admissionId: string,
  period: string | null,
  placeholder: AdmissionCompliance,
) {
  return useQuery({
    ...getAdmissionComplianceQueryOptions(admissionId, period ?? ''),
    enabled: period !== null,
    placeholderData: (previous) => previous ?? placeholder,
  });
}
