import { useState, type SyntheticEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { errorReason } from '../../../lib/error-reason';
import type { AttendanceReportFilters } from '../api/attendance-report-filters';
import { downloadAttendanceReport } from '../api/download-attendance-report';
import { useAttendancePreview } from '../api/get-attendance-preview';

const FIELD = 'mt-1 rounded-md border border-slate-300 px-3 py-2';
const CELL = 'border-b border-slate-200 px-2 py-1.5';

/**
 * Attendance reports for the bars: a course (or all), a date range and a jurisdiction, a preview of the lines and
 * the CSV download (the general layout: no state publishes its upload layout in the sources we have).
 */
export function AttendanceReport({
  courses,
  initial,
}: {
  courses: { id: string; title: string }[];
  initial: AttendanceReportFilters;
}) {
  const [form, setForm] = useState(initial);
  const [asked, setAsked] = useState<AttendanceReportFilters | null>(null);
  const [downloading, setDownloading] = useState(false);
  const preview = useAttendancePreview(asked);
  const set = (key: keyof AttendanceReportFilters) => (value: string) => setForm({ ...form, [key]: value });
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setAsked({ ...form });
  };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadAttendanceReport(form);
    } catch (error) {
      toast.error(errorReason(error, 'please try again.'));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <section aria-labelledby="reports-heading" className="space-y-4">
      <h1 id="reports-heading" className="text-2xl font-bold text-slate-900">
        Attendance reports
      </h1>
      <p className="text-sm text-slate-700">
        The records a state bar asks providers for: one line per lawyer, course, jurisdiction and credit type.
        Revoked certificates are left out. A report covers at most a year (366 days).
      </p>
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm font-medium text-slate-800">
          Course
          <select
            value={form.courseId}
            onChange={(event) => set('courseId')(event.target.value)}
            className={FIELD}
          >
            <option value="">All courses</option>
            {courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm font-medium text-slate-800">
          From
          <input
            type="date"
            required
            value={form.from}
            onChange={(event) => set('from')(event.target.value)}
            className={FIELD}
          />
        </label>
        <label className="flex flex-col text-sm font-medium text-slate-800">
          To
          <input
            type="date"
            required
            value={form.to}
            onChange={(event) => set('to')(event.target.value)}
            className={FIELD}
          />
        </label>
        <label className="flex flex-col text-sm font-medium text-slate-800">
          Jurisdiction (code)
          <input
            value={form.jurisdiction}
            maxLength={12}
            placeholder="All, or CA, IL…"
            onChange={(event) => set('jurisdiction')(event.target.value)}
            className={`${FIELD} w-36`}
          />
        </label>
        <label className="flex flex-col text-sm font-medium text-slate-800">
          Layout
          <select value="general" disabled className={FIELD}>
            <option value="general">General (every field)</option>
          </select>
        </label>
        <Button type="submit" variant="secondary" text="Preview" />
        <Button
          variant="primary"
          text="Download CSV"
          loading={downloading}
          disabled={!form.from || !form.to}
          onClick={() => void download()}
        />
      </form>
      {asked === null ? null : preview.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorReason(preview.error, 'please try again.')}
        </p>
      ) : !preview.data ? (
        <p className="text-sm text-slate-600">Loading the preview…</p>
      ) : (
        <div className="space-y-2">
          <p className="text-sm text-slate-800" aria-live="polite">
            {preview.data.rowCount} {preview.data.rowCount === 1 ? 'line' : 'lines'}
            {preview.data.revokedExcluded > 0
              ? ` (${preview.data.revokedExcluded} revoked ${preview.data.revokedExcluded === 1 ? 'certificate' : 'certificates'} left out)`
              : ''}
            {preview.data.rowCount > preview.data.rows.length
              ? `; the first ${preview.data.rows.length} below`
              : ''}
          </p>
          {preview.data.rows.length > 0 ? (
            <div className="overflow-x-auto">
              <table className="w-full border-collapse text-left text-sm">
                <thead>
                  <tr>
                    {[
                      'Attendee',
                      'Bar number',
                      'Jurisdiction',
                      'Course',
                      'Accreditation',
                      'Completed',
                      'Format',
                      'Hours',
                      'Certificate',
                    ].map((label) => (
                      <th key={label} className={CELL}>
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {preview.data.rows.map((row) => (
                    <tr
                      key={`${row.certificateNumber ?? row.attendeeEmail}-${row.courseId}-${row.jurisdictionCode}-${row.creditType}`}
                    >
                      <td className={CELL}>{row.attendeeName}</td>
                      <td className={CELL}>{row.barNumber ?? '—'}</td>
                      <td className={CELL}>{row.jurisdictionCode}</td>
                      <td className={CELL}>{row.courseTitle}</td>
                      <td className={CELL}>{row.accreditationNumber ?? '—'}</td>
                      <td className={CELL}>{row.completedOn}</td>
                      <td className={CELL}>{row.format === 'LIVE' ? 'Live' : 'On demand'}</td>
                      <td className={CELL}>
                        {Object.entries(row.hours)
                          .map(
                            ([category, hours]) => `${hours} ${category.toLowerCase().replaceAll('_', ' ')}`,
                          )
                          .join(', ')}
                      </td>
                      <td className={CELL}>{row.certificateNumber ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
