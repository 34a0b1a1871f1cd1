import { useId, useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import type { CourseRecording } from '@counsel/contracts';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorReason } from '../../../lib/error-reason';
import { useRecordingChanges } from '../api/staff-media-api';

/** The recording's caption tracks: add or replace one language's WebVTT file, or remove it. */
export function CaptionsPanel({ courseId, recording }: { courseId: string; recording: CourseRecording }) {
  const fileId = useId();
  const { putCaptions, deleteCaptions } = useRecordingChanges(courseId);
  const [language, setLanguage] = useState('en');
  const [label, setLabel] = useState('English');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onMux = recording.provider === 'MUX';

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setError('Choose a WebVTT (.vtt) file.');
      return;
    }
    setError(null);
    putCaptions.mutate(
      { language: language.trim(), label: label.trim(), file },
      {
        onSuccess: () => {
          toast.success(`The ${label.trim()} captions are saved.`);
          setFile(null);
        },
        onError: (failure) => setError(errorReason(failure, 'please try again.')),
      },
    );
  };

  return (
    <section
      aria-labelledby="captions-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="captions-heading" className="text-xl font-semibold text-slate-900">
        Captions
      </h2>
      {recording.captions.length === 0 ? (
        <p className="text-sm text-slate-700">No captions yet. Recordings need captions to be accessible.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {recording.captions.map((track) => (
            <li key={track.language} className="flex items-center justify-between gap-3 px-4 py-2 text-sm">
              <span>
                <span className="font-medium">{track.label}</span>{' '}
                <span className="text-slate-600">({track.language})</span>
              </span>
              {onMux ? null : (
                <Button
                  variant="secondary"
                  text="Remove"
                  aria-label={`Remove the ${track.label} captions`}
                  loading={deleteCaptions.isPending && deleteCaptions.variables === track.language}
                  onClick={() =>
                    deleteCaptions.mutate(track.language, {
                      onError: (failure) => toast.error(errorReason(failure, 'please try again.')),
                    })
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {onMux ? (
        <p className="text-sm text-slate-700">
          This recording is on Mux: add its captions as a text track in Mux.
        </p>
      ) : (
        <form onSubmit={submit} aria-label="Add or replace captions" className="grid gap-4 sm:grid-cols-3">
          <TextField
            id="caption-language"
            label="Language tag"
            value={language}
            onChange={setLanguage}
            required
            hint="en, es, pt-BR"
          />
          <TextField
            id="caption-label"
            label="Name in the player"
            value={label}
            onChange={setLabel}
            required
          />
          <div>
            <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-slate-800">
              WebVTT file
            </label>
            <input
              id={fileId}
              type="file"
              accept=".vtt,text/vtt"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              className="block w-full text-sm"
            />
          </div>
          {error ? (
            <p role="alert" className="text-sm text-red-800 sm:col-span-3">
              {error}
            </p>
          ) : null}
          <div className="sm:col-span-3">
            <Button type="submit" text="Save captions" loading={putCaptions.isPending} />
          </div>
        </form>
      )}
    </section>
  );
}
