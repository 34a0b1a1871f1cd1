/** The report's filters as the page holds them: empty strings for "all" (courses, jurisdictions). */
export interface AttendanceReportFilters {
  courseId: string;
  from: string;
  to: string;
  jurisdiction: string;
}

/** The query string both report endpoints take. */
export function reportQuery(filters: AttendanceReportFilters) {
  return {
    courseId: filters.courseId || undefined,
    from: filters.from,
    to: filters.to,
    layout: 'general',
    jurisdiction: filters.jurisdiction.trim() || undefined,
  };
}
