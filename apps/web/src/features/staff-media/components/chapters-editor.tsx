import { useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import type { CourseRecording } from '@counsel/contracts';
import { Button } from '../../../components/ui/button';
import { errorReason } from '../../../lib/error-reason';
import { useRecordingChanges } from '../api/staff-media-api';
import { formatClock, parseClock } from '../lib/format-bytes';

interface Row {
  key: number;
  start: string;
  title: string;
}

/** The recording's chapters: a start time (m:ss or h:mm:ss) and a title each; saved sorted by start. */
export function ChaptersEditor({ courseId, recording }: { courseId: string; recording: CourseRecording }) {
  const { putChapters } = useRecordingChanges(courseId);
  const [rows, setRows] = useState<Row[]>(() =>
    recording.chapters.map((chapter, index) => ({
      key: index,
      start: formatClock(chapter.startTime),
      title: chapter.title,
    })),
  );
  const [nextKey, setNextKey] = useState(recording.chapters.length);
  const [error, setError] = useState<string | null>(null);

  const update = (key: number, field: 'start' | 'title', value: string) =>
    setRows((old) => old.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chapters = [];
    for (const [index, row] of rows.entries()) {
      const startTime = parseClock(row.start);
      if (startTime === null) {
        setError(`Chapter ${index + 1}: write its start as m:ss or h:mm:ss.`);
        return;
      }
      if (!row.title.trim()) {
        setError(`Chapter ${index + 1}: give it a title.`);
        return;
      }
      chapters.push({ startTime, title: row.title.trim() });
    }
    setError(null);
    putChapters.mutate(
      { chapters },
      {
        onSuccess: () => toast.success('The chapters are saved.'),
        onError: (failure) => setError(errorReason(failure, 'please try again.')),
      },
    );
  };

  return (
    <section
      aria-labelledby="chapters-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div>
        <h2 id="chapters-heading" className="text-xl font-semibold text-slate-900">
          Chapters
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Lawyers jump between chapters in the player. The recording is{' '}
          {formatClock(recording.durationSeconds)} long.
        </p>
      </div>
      <form onSubmit={submit} aria-label="Chapters" className="space-y-3">
        {rows.length === 0 ? <p className="text-sm text-slate-700">No chapters.</p> : null}
        {rows.map((row, index) => (
          <fieldset key={row.key} className="flex flex-wrap items-end gap-3">
            <legend className="sr-only">Chapter {index + 1}</legend>
            <div className="w-28">
              <label
                htmlFor={`chapter-start-${row.key}`}
                className="mb-1 block text-sm font-medium text-slate-800"
              >
                Starts at
              </label>
              <input
                id={`chapter-start-${row.key}`}
                value={row.start}
                onChange={(event) => update(row.key, 'start', event.target.value)}
                inputMode="numeric"
                className="w-full rounded-md border border-slate-400 px-3 py-2 text-sm"
              />
            </div>
            <div className="min-w-48 flex-1">
              <label
                htmlFor={`chapter-title-${row.key}`}
                className="mb-1 block text-sm font-medium text-slate-800"
              >
                Title
              </label>
              <input
                id={`chapter-title-${row.key}`}
                value={row.title}
                onChange={(event) => update(row.key, 'title', event.target.value)}
                className="w-full rounded-md border border-slate-400 px-3 py-2 text-sm"
              />
            </div>
            <Button
              variant="secondary"
              text="Remove"
              aria-label={`Remove chapter ${index + 1}`}
              onClick={() => setRows((old) => old.filter((other) => other.key !== row.key))}
            />
          </fieldset>
        ))}
        {error ? (
          <p role="alert" className="text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            text="Add a chapter"
            onClick={() => {
              setRows((old) => [...old, { key: nextKey, start: '', title: '' }]);
              setNextKey((key) => key + 1);
            }}
          />
          <Button type="submit" text="Save chapters" loading={putChapters.isPending} />
        </div>
      </form>
    </section>
  );
}
