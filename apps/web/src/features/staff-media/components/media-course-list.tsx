import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { DataTable } from '../../../components/ui/data-table';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { errorReason } from '../../../lib/error-reason';
import { useStaffMediaList } from '../api/staff-media-api';
import { formatClock } from '../lib/format-bytes';

const COLUMNS = [
  { label: 'Course' },
  { label: 'Recording' },
  { label: 'Captions' },
  { label: 'Chapters' },
] as const;

/** Every on-demand course and its recording, to find the ones still missing one. */
export function MediaCourseList({ hrefFor }: { hrefFor: (courseId: string) => string }) {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [missing, setMissing] = useState(false);
  const list = useStaffMediaList(search, missing);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(draft.trim());
  };

  let rows;
  if (list.data) {
    rows =
      list.data.courses.length === 0 ? (
        <tr>
          <td colSpan={COLUMNS.length} className="px-4 py-6 text-center text-slate-700">
            No on-demand course matches.
          </td>
        </tr>
      ) : (
        list.data.courses.map((course) => (
          <tr key={course.courseId}>
            <th scope="row" className="px-4 py-3 text-left font-medium">
              <Link
                to={hrefFor(course.courseId)}
                className="text-brand-700 underline-offset-2 hover:underline"
              >
                {course.title}
              </Link>
              {course.published ? null : <span className="ml-2 text-xs text-slate-600">(draft)</span>}
            </th>
            <td className="px-4 py-3">
              {course.recording
                ? `${formatClock(course.recording.durationSeconds)} · ${course.recording.provider === 'MUX' ? 'Mux' : 'this server'}`
                : course.uploadStatus === 'UPLOADING' || course.uploadStatus === 'PROCESSING'
                  ? 'Uploading'
                  : 'None yet'}
            </td>
            <td className="px-4 py-3">{course.recording?.captions ?? '—'}</td>
            <td className="px-4 py-3">{course.recording?.chapters ?? '—'}</td>
          </tr>
        ))
      );
  } else if (list.isError) {
    rows = (
      <tr>
        <td colSpan={COLUMNS.length} className="px-4 py-6 text-center" role="alert">
          The courses could not be loaded: {errorReason(list.error, 'please try again.')}
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

  return (
    <section aria-labelledby="media-heading" className="space-y-4">
      <div>
        <h1 id="media-heading" className="text-3xl font-bold text-slate-900">
          Media
        </h1>
        <p className="mt-2 text-slate-700">
          The recordings of on-demand courses, with their captions and chapters. Choose a course to upload or
          replace its recording.
        </p>
      </div>
      <form onSubmit={submit} aria-label="Find a course" className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <TextField id="media-search" label="Course title" value={draft} onChange={setDraft} />
        </div>
        <Button type="submit" text="Search" />
        <Checkbox
          id="media-missing"
          label="Only courses without a recording"
          checked={missing}
          onChange={setMissing}
        />
      </form>
      <DataTable caption="On-demand courses and their recordings" columns={COLUMNS}>
        {rows}
      </DataTable>
    </section>
  );
}
