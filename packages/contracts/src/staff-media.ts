import { z } from 'zod';
import { IsoDateTimeSchema } from './common.js';
import {
  CHAPTERS_MAX,
  MEDIA_MAX_DURATION_SECONDS,
  MEDIA_UPLOAD_MAX_BYTES,
  MEDIA_UPLOAD_TYPES,
  type MediaUploadType,
} from './constants.js';
import { ChapterSchema, MEDIA_PROVIDERS, MEDIA_UPLOAD_STATUSES, VideoSecondsSchema } from './video.js';

/*
 * The staff console's Media area (docs/product-rules.md#media): upload a course's recording (resumable, in chunks,
 * to MEDIA_DIR; or to Mux through a direct upload URL when Mux is configured), its WebVTT captions and chapters.
 */

export const MediaUploadStatusSchema = z.enum(MEDIA_UPLOAD_STATUSES);

export const MediaCourseParamsSchema = z.object({ courseId: z.uuid() });
export const MediaUploadParamsSchema = z.object({ uploadId: z.uuid() });
export const CaptionParamsSchema = z.object({
  courseId: z.uuid(),
  /** A language tag: `en`, `es`, `pt-BR`. */
  language: z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'Use a language tag such as en, es or pt-BR'),
});
export const CaptionQuerySchema = z.object({
  /** What the player's caption menu shows ("English"). */
  label: z.string().trim().min(1).max(40),
});
export const ChunkQuerySchema = z.object({
  /** Where this chunk starts: the upload's `receivedBytes` (anything else is 409 UPLOAD_OFFSET_MISMATCH). */
  offset: z.coerce.number().int().min(0).max(MEDIA_UPLOAD_MAX_BYTES),
});

/** POST /api/staff/courses/{courseId}/media-uploads. */
export const StartMediaUploadSchema = z
  .object({
    fileName: z.string().trim().min(1).max(200),
    contentType: z.enum(Object.keys(MEDIA_UPLOAD_TYPES) as [MediaUploadType, ...MediaUploadType[]]),
    sizeBytes: z.number().int().min(1).max(MEDIA_UPLOAD_MAX_BYTES),
    /** The length the browser read from the file (required for MEDIA_DIR uploads; Mux measures its own). */
    durationSeconds: z.number().positive().max(MEDIA_MAX_DURATION_SECONDS).optional(),
  })
  .meta({ id: 'StartMediaUpload' });
export type StartMediaUpload = z.infer<typeof StartMediaUploadSchema>;

export const MediaUploadSchema = z
  .object({
    id: z.uuid(),
    courseId: z.uuid(),
    provider: z.enum(MEDIA_PROVIDERS),
    fileName: z.string(),
    sizeBytes: z.number().int(),
    receivedBytes: z.number().int(),
    status: MediaUploadStatusSchema,
    /**
     * Where the browser sends the file: LOCAL, this API (`PUT …?offset=` in chunks of at most `chunkBytes`); MUX,
     * Mux's direct upload URL (null once the upload is over).
     */
    uploadUrl: z.string().nullable(),
    chunkBytes: z.number().int(),
    error: z.string().nullable(),
    createdAt: IsoDateTimeSchema,
  })
  .meta({ id: 'MediaUpload' });
export type MediaUpload = z.infer<typeof MediaUploadSchema>;

export const StaffCaptionSchema = z.object({ language: z.string(), label: z.string() });

export const CourseRecordingSchema = z
  .object({
    provider: z.enum(MEDIA_PROVIDERS),
    assetKey: z.string(),
    durationSeconds: z.number(),
    chapters: z.array(ChapterSchema),
    captions: z.array(StaffCaptionSchema),
    updatedAt: IsoDateTimeSchema,
  })
  .meta({ id: 'CourseRecording' });
export type CourseRecording = z.infer<typeof CourseRecordingSchema>;

/** GET /api/staff/courses/{courseId}/media: the recording, the latest upload and where uploads go. */
export const CourseMediaSchema = z
  .object({
    courseId: z.uuid(),
    courseTitle: z.string(),
    format: z.enum(['ON_DEMAND', 'LIVE']),
    recording: CourseRecordingSchema.nullable(),
    latestUpload: MediaUploadSchema.nullable(),
    /** Where a new upload goes: MEDIA_DIR (LOCAL) or Mux (MUX, when configured). */
    uploadsGoTo: z.enum(MEDIA_PROVIDERS),
  })
  .meta({ id: 'CourseMedia' });
export type CourseMedia = z.infer<typeof CourseMediaSchema>;

export const StaffMediaQuerySchema = z.object({
  search: z.string().trim().max(120).optional(),
  /** Only courses without a recording. */
  missing: z.enum(['true', 'false']).optional(),
});

/** GET /api/staff/media: every on-demand course (drafts included) and its recording. */
export const StaffMediaListSchema = z
  .object({
    courses: z.array(
      z.object({
        courseId: z.uuid(),
        title: z.string(),
        published: z.boolean(),
        recording: z
          .object({
            provider: z.enum(MEDIA_PROVIDERS),
            durationSeconds: z.number(),
            captions: z.number().int(),
            chapters: z.number().int(),
          })
          .nullable(),
        uploadStatus: MediaUploadStatusSchema.nullable(),
      }),
    ),
  })
  .meta({ id: 'StaffMediaList' });
export type StaffMediaList = z.infer<typeof StaffMediaListSchema>;

/** PUT /api/staff/courses/{courseId}/chapters: in order, each start inside the recording. */
export const ChaptersInputSchema = z
  .object({
    chapters: z
      .array(z.object({ startTime: VideoSecondsSchema, title: z.string().trim().min(1).max(120) }))
      .max(CHAPTERS_MAX),
  })
  .meta({ id: 'ChaptersInput' });
export type ChaptersInput = z.infer<typeof ChaptersInputSchema>;
