import { COURSE_PAGE_SIZE_MAX } from '@counsel/contracts/constants';
import { pageTitle } from '../../config/app';
import { useCourses } from '../../features/courses/api/get-courses';
import { AttendanceReport } from '../../features/attendance-reports/components/attendance-report';

/** The first and last day of the previous month (UTC), the usual reporting window. */
function lastMonth(now = new Date()) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
}

/** `/staff/reports`: attendance reports for the bars; the course picker lists the catalog's courses. */
function StaffReportsPage() {
  const catalog = useCourses({ pageSize: COURSE_PAGE_SIZE_MAX });
  const courses = (catalog.data?.items ?? []).map((course) => ({ id: course.id, title: course.title }));
  return (
    <>
      <title>{pageTitle('Attendance reports')}</title>
      <AttendanceReport courses={courses} initial={{ courseId: '', jurisdiction: '', ...lastMonth() }} />
    </>
  );
}

export { StaffReportsPage as Component };
