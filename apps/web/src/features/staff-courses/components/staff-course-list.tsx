import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import type { ApprovalStatus, CourseFormat, StaffCourseStatus } from '@counsel/contracts';
import { APPROVAL_STATUSES, COURSE_FORMATS } from '@counsel/contracts/constants';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorReason } from '../../../lib/error-reason';
import { formatDate } from '../../../lib/format-date';
import { useStaffCourses } from '../api/get-staff-courses';
import type { StaffCourseFilters } from '../api/staff-course-keys';
import { APPROVAL_LABELS } from '../lib/approval-labels';

const COLUMNS = [
  { label: 'Course' },
  { label: 'Status' },
  { label: 'Format' },
  { label: 'Credit lines' },
  { label: 'Next expiry' },
  { label: 'Version', align: 'right' as const },
] as const;
const FORMAT_LABELS: Record<CourseFormat, string> = { ON_DEMAND: 'On demand', LIVE: 'Live' };
const SELECT = 'block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900';

export interface StaffCourseListProps {
  filters: StaffCourseFilters;
  onFiltersChange: (filters: StaffCourseFilters) => void;
}

/** The staff's course list: search, the status/format/jurisdiction/approval filters, and pages. */
export function StaffCourseList({ filters, onFiltersChange }: StaffCourseListProps) {
  const courses = useStaffCourses(filters);
  const [draft, setDraft] = useState(filters);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onFiltersChange({ ...draft, currentPage: 1 });
  };
  const choose = (key: keyof StaffCourseFilters, value: string) =>
    setDraft((current) => ({ ...current, [key]: value === '' ? undefined : value }));

  let rows;
  if (courses.data) {
    rows =
      courses.data.items.length === 0 ? (
        <tr>
          <td colSpan={COLUMNS.length} className="px-4 py-6 text-center text-slate-700">
            No course matches these filters.
          </td>
        </tr>
      ) : (
        courses.data.items.map((course) => (
          <tr key={course.id}>
            <th scope="row" className="px-4 py-3 text-left font-medium">
              <Link to={paths.staffCourse(course.id)} className="text-brand-700 underline">
                {course.title}
              </Link>
              <span className="block text-xs font-normal text-slate-600">
                {course.speakerNames.join(', ') || 'No speaker yet'}
              </span>
            </th>
            <td className="px-4 py-3">{course.status === 'published' ? 'Published' : 'Draft'}</td>
            <td className="px-4 py-3">{FORMAT_LABELS[course.format]}</td>
            <td className="px-4 py-3 text-sm">
              {APPROVAL_STATUSES.filter((status) => course.approvals[status] > 0)
                .map((status) => `${course.approvals[status]} ${APPROVAL_LABELS[status].toLowerCase()}`)
                .join(', ') || 'None'}
            </td>
            <td className="px-4 py-3 whitespace-nowrap">
              {course.nextExpiry ? formatDate(`${course.nextExpiry}T12:00:00Z`) : '—'}
            </td>
            <td className="px-4 py-3 text-right">{course.creditVersion}</td>
          </tr>
        ))
      );
  } else if (courses.isError) {
    rows = (
      <tr>
        <td colSpan={COLUMNS.length} className="px-4 py-6 text-center" role="alert">
          The courses could not be loaded: {errorReason(courses.error, 'please try again.')}
        </td>
      </tr>
    );
  } else {
    rows = (
      <tr>
        <td colSpan={COLUMNS.length} className="px-4 py-3">
          <Skeleton className="h-6 w-full" />
        </td>
      </tr>
    );
  }
  const pagination = courses.data?.pagination;

  return (
    <section aria-labelledby="staff-courses-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="staff-courses-heading" className="text-3xl font-bold text-slate-900">
            Courses
          </h1>
          <p className="mt-2 text-slate-700">Drafts and published courses, with the state of their credit.</p>
        </div>
        <Link
          to={paths.staffCourseNew}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          New course
        </Link>
      </div>
      <form
        onSubmit={submit}
        aria-label="Filter courses"
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-6"
      >
        <div className="sm:col-span-2">
          <label htmlFor="courses-q" className="mb-1 block text-sm font-medium text-slate-800">
            Search
          </label>
          <input
            id="courses-q"
            className={SELECT}
            value={draft.q ?? ''}
            onChange={(event) => choose('q', event.target.value)}
          />
        </div>
        <FilterSelect
          id="courses-status"
          label="Status"
          value={draft.status ?? ''}
          onChange={(value) => choose('status', value)}
          options={
            [
              ['draft', 'Draft'],
              ['published', 'Published'],
            ] satisfies [StaffCourseStatus, string][]
          }
        />
        <FilterSelect
          id="courses-format"
          label="Format"
          value={draft.format ?? ''}
          onChange={(value) => choose('format', value)}
          options={COURSE_FORMATS.map((format) => [format, FORMAT_LABELS[format]])}
        />
        <div>
          <label htmlFor="courses-jurisdiction" className="mb-1 block text-sm font-medium text-slate-800">
            Jurisdiction
          </label>
          <input
            id="courses-jurisdiction"
            className={SELECT}
            placeholder="NY"
            value={draft.jurisdiction ?? ''}
            onChange={(event) => choose('jurisdiction', event.target.value.toUpperCase())}
          />
        </div>
        <FilterSelect
          id="courses-approval"
          label="Approval"
          value={draft.approvalStatus ?? ''}
          onChange={(value) => choose('approvalStatus', value)}
          options={APPROVAL_STATUSES.map((status): [ApprovalStatus, string] => [
            status,
            APPROVAL_LABELS[status],
          ])}
        />
        <div className="flex items-end">
          <Button type="submit" text="Filter" />
        </div>
      </form>
      <DataTable caption="Courses" columns={COLUMNS}>
        {rows}
      </DataTable>
      {pagination && pagination.totalPages > 1 ? (
        <nav aria-label="Course pages" className="flex items-center justify-between gap-3">
          <Button
            variant="secondary"
            text="Previous page"
            disabled={pagination.currentPage <= 1}
            onClick={() => onFiltersChange({ ...filters, currentPage: pagination.currentPage - 1 })}
          />
          <span className="text-sm text-slate-700">
            Page {pagination.currentPage} of {pagination.totalPages} ({pagination.totalItems} courses)
          </span>
          <Button
            variant="secondary"
            text="Next page"
            disabled={pagination.currentPage >= pagination.totalPages}
            onClick={() => onFiltersChange({ ...filters, currentPage: pagination.currentPage + 1 })}
          />
        </nav>
      ) : null}
    </section>
  );
}

function FilterSelect(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: [string, string][];
}) {
  return (
    <div>
      <label htmlFor={props.id} className="mb-1 block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <select
        id={props.id}
        className={SELECT}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">Any</option>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
