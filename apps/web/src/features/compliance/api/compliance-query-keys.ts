/**
 * Query keys of the compliance feature: the signed-in lawyer's own standing, computed by the API from their
 * admissions and credits, and the credits they report from other providers. Everything under `compliance` is theirs;
 * a change to an external credit invalidates the whole prefix, so the cards' totals follow.
 */
export const complianceQueryKey = ['compliance'] as const;
export const complianceOverviewQueryKey = [...complianceQueryKey, 'overview'] as const;
export const admissionComplianceQueryKey = (admissionId: string, period: string) =>
  [...complianceQueryKey, 'admission', admissionId, { period }] as const;
export const externalCreditsQueryKey = [...complianceQueryKey, 'external-credits'] as const;
