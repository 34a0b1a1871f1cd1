import { apiGetBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

/** The name the file is saved under: `completions-2027-03-05.csv` (the day it was downloaded, UTC). */
export function completionsFileName(now = new Date()): string {
  return `completions-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * GET /api/enterprise/completions.csv (one row per certificate of the firm's lawyers): the file needs the bearer
 * token, so it is fetched through the API client and saved through an object URL. Refusals reject as ApiErrors.
 */
export async function downloadCompletions(): Promise<void> {
  const blob = await apiGetBlob('/api/enterprise/completions.csv', 'text/csv');
  saveBlob(blob, completionsFileName());
}
