import type { MediaUpload, MediaUploadType } from '@counsel/contracts';
import { isRecord } from '@counsel/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { errorReason } from '../../../lib/error-reason';
import { cancelUpload, getUpload, sendChunk, staffMediaKeys, startUpload } from '../api/staff-media-api';
import { readVideoDuration } from '../lib/read-video-duration';
import { sendToMux } from '../lib/send-to-mux';

export type UploadPhase = 'idle' | 'reading' | 'uploading' | 'paused' | 'processing' | 'done' | 'failed';

export interface RecordingUploadState {
  phase: UploadPhase;
  fileName: string | null;
  receivedBytes: number;
  sizeBytes: number;
  /** Why the upload stopped (paused after a network failure, or failed). */
  message: string | null;
}

const IDLE: RecordingUploadState = {
  phase: 'idle',
  fileName: null,
  receivedBytes: 0,
  sizeBytes: 0,
  message: null,
};
const MUX_POLL_MS = 3000;

/** The offset the API says an upload continues at (a 409 UPLOAD_OFFSET_MISMATCH), or null. */
function offsetFromRefusal(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 'UPLOAD_OFFSET_MISMATCH' || !isRecord(error.details)) return null;
  const { receivedBytes } = error.details;
  return typeof receivedBytes === 'number' ? receivedBytes : null;
}

/**
 * Uploads a course's recording: reads its length, opens the upload, then sends it in chunks to the API (each PUT at
 * the upload's receivedBytes, so a pause or a dropped connection resumes where the server stopped) or, when uploads
 * go to Mux, to Mux's URL and asks the API until Mux has the asset ready. The file stays in memory to resume.
 */
export function useRecordingUpload(courseId: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<RecordingUploadState>(IDLE);
  const file = useRef<File | null>(null);
  const upload = useRef<MediaUpload | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const finish = useCallback(
    (last: MediaUpload) => {
      upload.current = last;
      if (last.status === 'READY') {
        setState((old) => ({ ...old, phase: 'done', receivedBytes: last.sizeBytes, message: null }));
        void queryClient.invalidateQueries({ queryKey: staffMediaKeys.all });
      } else if (last.status === 'FAILED' || last.status === 'CANCELED') {
        setState((old) => ({
          ...old,
          phase: 'failed',
          message:
            last.error ?? (last.status === 'CANCELED' ? 'The upload was canceled.' : 'The upload failed.'),
        }));
        void queryClient.invalidateQueries({ queryKey: staffMediaKeys.all });
      }
    },
    [queryClient],
  );

  const pump = useCallback(
    async (from: MediaUpload) => {
      const chosen = file.current;
      if (!chosen) return;
      const controller = new AbortController();
      abort.current = controller;
      let current = from;
      setState((old) => ({
        ...old,
        phase: 'uploading',
        receivedBytes: current.receivedBytes,
        message: null,
      }));
      try {
        if (current.provider === 'MUX') {
          if (current.status === 'UPLOADING' && current.uploadUrl) {
            await sendToMux(current.uploadUrl, chosen, controller.signal, (sent) =>
              setState((old) => ({ ...old, receivedBytes: sent })),
            );
          }
          setState((old) => ({ ...old, phase: 'processing', receivedBytes: chosen.size }));
          while (current.status === 'UPLOADING' || current.status === 'PROCESSING') {
            await new Promise((resolve) => window.setTimeout(resolve, MUX_POLL_MS));
            if (controller.signal.aborted) return;
            current = await getUpload(current.id, controller.signal);
          }
        } else {
          while (current.status === 'UPLOADING' && current.receivedBytes < current.sizeBytes) {
            const offset = current.receivedBytes;
            const end = Math.min(offset + current.chunkBytes, current.sizeBytes);
            try {
              current = await sendChunk(current.id, offset, chosen.slice(offset, end), controller.signal);
            } catch (error) {
              const resumeAt = offsetFromRefusal(error);
              if (resumeAt === null) throw error;
              current = { ...current, receivedBytes: resumeAt };
            }
            const received = current.receivedBytes;
            setState((old) => ({ ...old, receivedBytes: received }));
          }
        }
        finish(current);
      } catch (error) {
        if (controller.signal.aborted) return;
        upload.current = current;
        const reason = errorReason(error, 'the connection dropped.');
        const stopped =
          isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 409;
        setState((old) => ({ ...old, phase: stopped ? 'failed' : 'paused', message: reason }));
      }
    },
    [finish],
  );

  const start = useCallback(
    async (chosen: File, contentType: MediaUploadType) => {
      file.current = chosen;
      setState({
        phase: 'reading',
        fileName: chosen.name,
        receivedBytes: 0,
        sizeBytes: chosen.size,
        message: null,
      });
      try {
        const durationSeconds = await readVideoDuration(chosen).catch(() => undefined);
        const opened = await startUpload(courseId, {
          fileName: chosen.name,
          contentType,
          sizeBytes: chosen.size,
          ...(durationSeconds === undefined ? {} : { durationSeconds }),
        });
        upload.current = opened;
        await pump(opened);
      } catch (error) {
        setState((old) => ({ ...old, phase: 'failed', message: errorReason(error, 'please try again.') }));
      }
    },
    [courseId, pump],
  );

  /** Stops sending; `resume` goes on from where the server stopped. */
  const pause = useCallback(() => {
    abort.current?.abort();
    setState((old) => ({ ...old, phase: 'paused', message: null }));
  }, []);

  const resume = useCallback(async () => {
    const open = upload.current;
    if (!open) return;
    try {
      await pump(await getUpload(open.id));
    } catch (error) {
      setState((old) => ({
        ...old,
        phase: 'paused',
        message: errorReason(error, 'the connection dropped.'),
      }));
    }
  }, [pump]);

  const cancel = useCallback(async () => {
    abort.current?.abort();
    const open = upload.current;
    if (open) await cancelUpload(open.id).catch(() => undefined);
    upload.current = null;
    file.current = null;
    setState(IDLE);
    void queryClient.invalidateQueries({ queryKey: staffMediaKeys.all });
  }, [queryClient]);

  const reset = useCallback(() => {
    upload.current = null;
    file.current = null;
    setState(IDLE);
  }, []);

  return { state, start, pause, resume, cancel, reset };
}
