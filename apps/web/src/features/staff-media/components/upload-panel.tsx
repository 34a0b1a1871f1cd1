import { useId, useState, type ChangeEvent } from 'react';
import type { CourseMedia } from '@counsel/contracts';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useRecordingUpload } from '../hooks/use-recording-upload';
import { formatBytes } from '../lib/format-bytes';
import { uploadTypeOf } from '../lib/upload-file-type';

/** Choose a video and upload it as the course's recording, with progress, pause, resume and cancel. */
export function UploadPanel({ media }: { media: CourseMedia }) {
  const inputId = useId();
  const { state, start, pause, resume, cancel, reset } = useRecordingUpload(media.courseId);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const busy = state.phase === 'reading' || state.phase === 'uploading' || state.phase === 'processing';
  const percent = state.sizeBytes > 0 ? (state.receivedBytes / state.sizeBytes) * 100 : 0;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const choice = uploadTypeOf(chosen);
    if ('problem' in choice) {
      setChoiceError(choice.problem);
      return;
    }
    setChoiceError(null);
    void start(chosen, choice.type);
  };

  return (
    <section
      aria-labelledby="upload-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div>
        <h2 id="upload-heading" className="text-xl font-semibold text-slate-900">
          {media.recording ? 'Replace the recording' : 'Upload the recording'}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          An MP4 or WebM video of up to 4 GiB
          {media.uploadsGoTo === 'MUX' ? ', sent straight to Mux' : ', stored with this server'}. A replaced
          recording loses its captions (they belong to the old file); chapters that still fit are kept.
        </p>
      </div>
      {state.phase === 'idle' || state.phase === 'done' || state.phase === 'failed' ? (
        <div>
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
            Video file
          </label>
          <input
            id={inputId}
            type="file"
            accept="video/mp4,video/webm,.mp4,.m4v,.webm"
            onChange={choose}
            aria-describedby={choiceError ? `${inputId}-error` : undefined}
            className="block w-full text-sm text-slate-800 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:text-white"
          />
          {choiceError ? (
            <p id={`${inputId}-error`} role="alert" className="mt-2 text-sm text-red-800">
              {choiceError}
            </p>
          ) : null}
        </div>
      ) : null}
      {state.phase !== 'idle' ? (
        <div className="space-y-3" aria-live="polite">
          <p className="text-sm text-slate-800">
            <span className="font-medium">{state.fileName}</span>
            {state.sizeBytes > 0
              ? ` · ${formatBytes(state.receivedBytes)} of ${formatBytes(state.sizeBytes)}`
              : null}
          </p>
          <ProgressBar percent={percent} done="uploaded" />
          <p role="status" className="text-sm text-slate-700">
            {state.phase === 'reading' && 'Reading the video…'}
            {state.phase === 'uploading' && 'Uploading…'}
            {state.phase === 'processing' &&
              'Mux is preparing the video; this page checks every few seconds.'}
            {state.phase === 'paused' &&
              `Paused${state.message ? `: ${state.message}` : ''}. Resume goes on where it stopped.`}
            {state.phase === 'done' && 'Uploaded: this is now the course’s recording.'}
            {state.phase === 'failed' && `The upload stopped: ${state.message ?? 'please try again.'}`}
          </p>
          <div className="flex flex-wrap gap-2">
            {state.phase === 'uploading' ? <Button variant="secondary" text="Pause" onClick={pause} /> : null}
            {state.phase === 'paused' ? <Button text="Resume" onClick={() => void resume()} /> : null}
            {busy || state.phase === 'paused' ? (
              <Button variant="danger" text="Cancel upload" onClick={() => void cancel()} />
            ) : null}
            {state.phase === 'done' || state.phase === 'failed' ? (
              <Button variant="secondary" text="Clear" onClick={reset} />
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
