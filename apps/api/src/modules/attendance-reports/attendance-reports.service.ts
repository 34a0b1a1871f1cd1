import {
  ATTENDANCE_REPORT_MAX_DAYS,
  ATTENDANCE_REPORT_PREVIEW_ROWS,
  type AttendanceReportPreview,
  type AttendanceReportQuery,
} from '@counsel/contracts';
import { AppError } from '../../errors/app-error.js';
import { attendanceRecords, GENERAL_COLUMNS, generalCsv } from './attendance-report-rows.js';
import type { AttendanceReportsRepository } from './attendance-reports.repository.js';

const DAY_MS = 86_400_000;

/** A YYYY-MM-DD that names a real day, as its UTC midnight; null for 2025-02-30 and the like. */
function utcDay(value: string): Date | null {
  const day = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value ? null : day;
}

/**
 * Attendance reports for the bars (docs/product-rules.md#attendance-reports): the completions of a course (or of all
 * courses) in a range of UTC days, one line per lawyer, jurisdiction and credit type, as CSV or a preview.
 */
export class AttendanceReportsService {
  constructor(
    private readonly repository: AttendanceReportsRepository,
    private readonly providerName: string,
  ) {}

  private async records(query: AttendanceReportQuery) {
    const from = utcDay(query.from);
    const to = utcDay(query.to);
    if (!from || !to || from > to) {
      throw new AppError('REPORT_RANGE_INVALID', 'Choose real dates, the first on or before the last.', {
        from: query.from,
        to: query.to,
      });
    }
    const days = (to.getTime() - from.getTime()) / DAY_MS + 1;
    if (days > ATTENDANCE_REPORT_MAX_DAYS) {
      throw new AppError(
        'REPORT_RANGE_INVALID',
        `One report covers at most ${ATTENDANCE_REPORT_MAX_DAYS} days; this range has ${days}.`,
        { from: query.from, to: query.to, maxDays: ATTENDANCE_REPORT_MAX_DAYS },
      );
    }
    if (query.courseId && !(await this.repository.courseExists(query.courseId))) {
      throw new AppError('COURSE_NOT_FOUND', 'No course has this id.');
    }
    const rows = await this.repository.completionsBetween({
      from,
      until: new Date(to.getTime() + DAY_MS),
      courseId: query.courseId,
    });
    return attendanceRecords(rows, query.jurisdiction);
  }

  async preview(query: AttendanceReportQuery): Promise<AttendanceReportPreview> {
    const { records, revokedExcluded } = await this.records(query);
    return {
      rowCount: records.length,
      rows: records.slice(0, ATTENDANCE_REPORT_PREVIEW_ROWS),
      columns: [...GENERAL_COLUMNS],
      revokedExcluded,
    };
  }

  async csv(query: AttendanceReportQuery): Promise<{ fileName: string; csv: string }> {
    const { records } = await this.records(query);
    const scope = [query.jurisdiction?.toLowerCase(), query.courseId?.slice(0, 8)].filter(Boolean).join('-');
    return {
      fileName: `attendance-${query.layout}${scope ? `-${scope}` : ''}-${query.from}-to-${query.to}.csv`,
      csv: generalCsv(records, this.providerName),
    };
  }
}
