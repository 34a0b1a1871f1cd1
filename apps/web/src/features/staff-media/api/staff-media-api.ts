import type {
  ChaptersInput,
  CourseMedia,
  CourseRecording,
  MediaUpload,
  StaffMediaList,
  StartMediaUpload,
} from '@counsel/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut, apiPutFile } from '../../../lib/api-client';

const contracts = () => import('@counsel/contracts');
const listSchema = () => contracts().then((c) => c.StaffMediaListSchema);
const mediaSchema = () => contracts().then((c) => c.CourseMediaSchema);
const uploadSchema = () => contracts().then((c) => c.MediaUploadSchema);
const recordingSchema = () => contracts().then((c) => c.CourseRecordingSchema);

/** The Media area's query keys: every key starts with 'staff-media', so one invalidation refreshes the area. */
export const staffMediaKeys = {
  all: ['staff-media'] as const,
  list: (search: string, missing: boolean) => ['staff-media', 'list', search, missing] as const,
  course: (courseId: string) => ['staff-media', 'course', courseId] as const,
};

/** GET /api/staff/media: every on-demand course and its recording. */
export function useStaffMediaList(search: string, missing: boolean) {
  return useQuery({
    queryKey: staffMediaKeys.list(search, missing),
    queryFn: ({ signal }): Promise<StaffMediaList> =>
      apiGet('/api/staff/media', listSchema, {
        query: { ...(search ? { search } : {}), ...(missing ? { missing: 'true' } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/staff/courses/{courseId}/media. */
export function useCourseMedia(courseId: string) {
  return useQuery({
    queryKey: staffMediaKeys.course(courseId),
    queryFn: ({ signal }): Promise<CourseMedia> =>
      apiGet(`/api/staff/courses/${encodeURIComponent(courseId)}/media`, mediaSchema, { signal }),
  });
}

export function startUpload(courseId: string, input: StartMediaUpload): Promise<MediaUpload> {
  return apiPost(`/api/staff/courses/${encodeURIComponent(courseId)}/media-uploads`, input, uploadSchema);
}

export function getUpload(uploadId: string, signal?: AbortSignal): Promise<MediaUpload> {
  return apiGet(`/api/staff/media-uploads/${encodeURIComponent(uploadId)}`, uploadSchema, { signal });
}

/** PUT one chunk at `offset` (the upload's receivedBytes). */
export function sendChunk(
  uploadId: string,
  offset: number,
  chunk: Blob,
  signal?: AbortSignal,
): Promise<MediaUpload> {
  return apiPutFile(
    `/api/staff/media-uploads/${encodeURIComponent(uploadId)}`,
    chunk,
    'application/octet-stream',
    uploadSchema,
    { query: { offset }, signal },
  );
}

/** DELETE /api/staff/media-uploads/{id}: the upload stops and its part file is removed. */
export function cancelUpload(uploadId: string): Promise<void> {
  return apiDelete(`/api/staff/media-uploads/${encodeURIComponent(uploadId)}`);
}

/** Captions and chapters: each change refreshes the course's media. */
export function useRecordingChanges(courseId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffMediaKeys.all });
  const base = `/api/staff/courses/${encodeURIComponent(courseId)}`;
  return {
    putCaptions: useMutation({
      mutationFn: ({
        language,
        label,
        file,
      }: {
        language: string;
        label: string;
        file: Blob;
      }): Promise<CourseRecording> =>
        apiPutFile(`${base}/captions/${encodeURIComponent(language)}`, file, 'text/vtt', recordingSchema, {
          query: { label },
        }),
      onSuccess: refresh,
    }),
    deleteCaptions: useMutation({
      mutationFn: (language: string): Promise<void> =>
        apiDelete(`${base}/captions/${encodeURIComponent(language)}`),
      onSuccess: refresh,
    }),
    putChapters: useMutation({
      mutationFn: (input: ChaptersInput): Promise<CourseRecording> =>
        apiPut(`${base}/chapters`, input, recordingSchema),
      onSuccess: refresh,
    }),
  };
}
