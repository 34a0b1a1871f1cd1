import { useSearchParams } from 'react-router';
import type { ApprovalStatus, CourseFormat, StaffCourseStatus } from '@counsel/contracts';
import { APPROVAL_STATUSES, COURSE_FORMATS } from '@counsel/contracts/constants';
import { pageTitle } from '../../config/app';
import type { StaffCourseFilters } from '../../features/staff-courses/api/staff-course-keys';
import { StaffCourseList } from '../../features/staff-courses/components/staff-course-list';

const oneOf = <Value extends string>(values: readonly Value[], value: string | null): Value | undefined =>
  values.find((entry) => entry === value);

/** The filters kept in the address (?q=&status=&format=&jurisdiction=&approvalStatus=&page=). */
function filtersOf(params: URLSearchParams): StaffCourseFilters {
  const page = Number(params.get('page') ?? '1');
  return {
    q: params.get('q') ?? undefined,
    status: oneOf<StaffCourseStatus>(['draft', 'published'], params.get('status')),
    format: oneOf<CourseFormat>(COURSE_FORMATS, params.get('format')),
    jurisdiction: params.get('jurisdiction') ?? undefined,
    approvalStatus: oneOf<ApprovalStatus>(APPROVAL_STATUSES, params.get('approvalStatus')),
    currentPage: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** `/staff/courses`: every course with its filters, and "New course". */
function StaffCoursesPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  return (
    <>
      <title>{pageTitle('Courses')}</title>
      <StaffCourseList
        key={params.toString()}
        filters={filters}
        onFiltersChange={(next) => {
          const query = new URLSearchParams();
          for (const [key, value] of Object.entries({ ...next, currentPage: undefined })) {
            if (typeof value === 'string' && value !== '') query.set(key, value);
          }
          if (next.currentPage > 1) query.set('page', String(next.currentPage));
          setParams(query);
        }}
      />
    </>
  );
}

export { StaffCoursesPage as Component };
