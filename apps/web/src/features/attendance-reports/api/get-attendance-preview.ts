import type { AttendanceReportPreview } from '@counsel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { reportQuery, type AttendanceReportFilters } from './attendance-report-filters';

const loadSchema = () =>
  import('@counsel/contracts').then((contracts) => contracts.AttendanceReportPreviewSchema);

/** GET /api/staff/reports/attendance/preview: the line count and the first lines (null filters: not asked yet). */
export function useAttendancePreview(filters: AttendanceReportFilters | null) {
  return useQuery({
    queryKey: ['staff', 'reports', 'attendance', filters] as const,
    queryFn: ({ signal }): Promise<AttendanceReportPreview> =>
      apiGet('/api/staff/reports/attendance/preview', loadSchema, {
        signal,
        query: filters ? reportQuery(filters) : {},
      }),
    enabled: filters !== null,
    retry: false,
  });
}
