import { apiGetBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { reportQuery, type AttendanceReportFilters } from './attendance-report-filters';

/** The name the file is saved under: `attendance-2025-01-01-to-2025-03-31.csv`. */
export function attendanceFileName(filters: AttendanceReportFilters): string {
  const scope = filters.jurisdiction.trim() ? `-${filters.jurisdiction.trim().toLowerCase()}` : '';
  return `attendance${scope}-${filters.from}-to-${filters.to}.csv`;
}

/** GET /api/staff/reports/attendance (text/csv) with the bearer token, saved through an object URL. */
export async function downloadAttendanceReport(filters: AttendanceReportFilters): Promise<void> {
  const blob = await apiGetBlob('/api/staff/reports/attendance', 'text/csv', { query: reportQuery(filters) });
  saveBlob(blob, attendanceFileName(filters));
}
