/**
 * Query keys of the compliance feature: the signed-in lawyer's own standing, computed by the API from their
 * admissions and credits. Everything under `compliance` is theirs.
 */
export const complianceQueryKey = ['compliance'] as const;
export const complianceOverviewQueryKey = [...complianceQueryKey, 'overview'] as const;
export const admissionComplianceQueryKey = (admissionId: string, period: string) =>
  [...complianceQueryKey, 'admission', admissionId, { period }] as const;
