import { apiGetBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/** The name the file is saved under: `compliance-2027-03-05.csv` (the day it was downloaded, UTC). */
export function complianceFileName(now = new Date()): string {
  return `compliance-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * GET /api/enterprise/compliance.csv (one row per lawyer and admission, with the current period's standing): fetched
 * with the bearer token through the API client and saved through an object URL. Refusals reject as ApiErrors.
 */
export async function downloadCompliance(): Promise<void> {
  const blob = await apiGetBlob('/api/enterprise/compliance.csv', 'text/csv');
  saveBlob(blob, complianceFileName());
}
