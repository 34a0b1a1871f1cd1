import type { CompliancePeriod } from '@counsel/contracts';
import { apiGetBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/** The name the ZIP is saved under, as the API names it: `compliance-NY-2024-08-02-to-2026-08-01.zip`. */
export function auditPackFileName(jurisdictionCode: string, period: CompliancePeriod): string {
  return `compliance-${jurisdictionCode}-${period.start}-to-${period.end}.zip`;
}

export interface AuditPackRequest {
  admissionId: string;
  jurisdictionCode: string;
  /** The period shown: its first day is the `?period=` asked for. */
  period: CompliancePeriod;
}

/**
 * GET /api/compliance/{admissionId}/audit-pack.zip?period=YYYY-MM-DD: the summary PDF and every certificate of the
 * period, fetched with the bearer token and saved through an object URL. Refusals reject as ApiErrors (409
 * COMPLIANCE_PERIOD_UNKNOWN while the period cannot be placed).
 */
export async function downloadAuditPack({
  admissionId,
  jurisdictionCode,
  period,
}: AuditPackRequest): Promise<void> {
  const blob = await apiGetBlob(
    `/api/compliance/${encodeURIComponent(admissionId)}/audit-pack.zip`,
    'application/zip',
    { query: { period: period.start } },
  );
  saveBlob(blob, auditPackFileName(jurisdictionCode, period));
}
