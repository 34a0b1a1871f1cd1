import { z } from 'zod';
import { IsoDateTimeSchema } from './common.js';

/*
 * On-demand video with verified attendance (docs/product-rules.md#attendance-verification; GET /mux/{courseId},
 * GET /mux/progress/{courseId}, POST /mux/thumbnails). Heartbeats (POST /mux/progress/{courseId}) are ours: the
 * server judges them and keeps the watched ranges; the player only reports what it plays.
 */

export const MEDIA_PROVIDERS = ['LOCAL', 'MUX'] as const;
/** A staff upload of a course recording (packages/contracts/src/staff-media.ts). */
export const MEDIA_UPLOAD_STATUSES = ['UPLOADING', 'PROCESSING', 'READY', 'FAILED', 'CANCELED'] as const;
export const HEARTBEAT_EVENTS = ['start', 'tick', 'pause', 'seek', 'ended', 'hidden'] as const;
export type HeartbeatEvent = (typeof HEARTBEAT_EVENTS)[number];

/** Seconds into the video; heartbeats and ranges never exceed 24 hours. */
export const VideoSecondsSchema = z.number().min(0).max(86_400);

export const ChapterSchema = z
  .object({ startTime: VideoSecondsSchema, title: z.string().min(1).max(200) })
  .meta({ id: 'Chapter' });
export type Chapter = z.infer<typeof ChapterSchema>;

export const CaptionTrackSchema = z
  .object({
    language: z.string().min(2).max(16),
    label: z.string().min(1).max(60),
    /** A short-lived signed URL to the WebVTT file. */
    url: z.string(),
  })
  .meta({ id: 'CaptionTrack' });

export const PlaybackSchema = z
  .object({
    courseId: z.uuid(),
    provider: z.enum(MEDIA_PROVIDERS),
    /** LOCAL: a signed URL the <video> element plays (HTTP Range). MUX: the signed HLS URL. */
    src: z.string(),
    mimeType: z.string(),
    /** MUX: the playback id; LOCAL: the demo asset's key. POST /mux/thumbnails takes it back. */
    playbackId: z.string(),
    /** MUX only: the signed tokens (the keys Mux Player's `tokens` expects); null for LOCAL. */
    tokens: z.object({ playback: z.string(), thumbnail: z.string(), storyboard: z.string() }).nullable(),
    poster: z.string().nullable(),
    durationSeconds: z.number().positive(),
    captions: z.array(CaptionTrackSchema),
    chapters: z.array(ChapterSchema),
    /** The fastest playback rate that still earns credit; the player offers no faster speed. */
    maxPlaybackRate: z.number().positive(),
    /** How often, in seconds of wall-clock time, the player sends a heartbeat while playing. */
    heartbeatIntervalSeconds: z.number().positive(),
    /** When the signed URLs stop working; the player asks again after that. */
    expiresAt: IsoDateTimeSchema,
    /**
     * The playback session, signed by the server (short-lived, no later than `expiresAt`): the player sends it with
     * each heartbeat, which then needs no lookups. Heartbeats without it are still judged, more slowly.
     */
    playbackToken: z.string(),
  })
  .meta({ id: 'Playback' });
export type Playback = z.infer<typeof PlaybackSchema>;

export const ThumbnailsRequestSchema = z
  .object({
    chapters: z.array(ChapterSchema).min(1).max(100),
    playbackId: z.string().min(1).max(200),
  })
  .meta({ id: 'ThumbnailsRequest' });
export type ThumbnailsRequest = z.infer<typeof ThumbnailsRequestSchema>;

export const ThumbnailsSchema = z
  .object({
    items: z.array(z.object({ startTime: VideoSecondsSchema, title: z.string(), url: z.string() })),
  })
  .meta({ id: 'Thumbnails' });
export type Thumbnails = z.infer<typeof ThumbnailsSchema>;

/** [start, end] seconds, start < end. */
export const WatchedRangeSchema = z.tuple([VideoSecondsSchema, VideoSecondsSchema]);
export type WatchedRange = z.infer<typeof WatchedRangeSchema>;

export const AttendanceVerificationSchema = z
  .object({
    /** How the course verifies attendance (recorded with the completion). */
    method: z.literal('ATTENDANCE_CODES'),
    /** Codes the lawyer entered correctly. The number of codes is not disclosed until all are entered. */
    codesEntered: z.number().int().min(0),
    complete: z.boolean(),
  })
  .meta({ id: 'AttendanceVerification' });
export type AttendanceVerification = z.infer<typeof AttendanceVerificationSchema>;

export const WatchProgressSchema = z
  .object({
    courseId: z.uuid(),
    durationSeconds: z.number().positive(),
    watchedRanges: z.array(WatchedRangeSchema),
    watchedSeconds: z.number().min(0),
    progressPercent: z.number().int().min(0).max(100),
    /** Where to resume: the last position any device reported. */
    resumePositionSeconds: z.number().min(0),
    /** True when the watched coverage meets the course's rule (the whole video, a few seconds' grace at the ends). */
    watchRequirementMet: z.boolean(),
    verification: AttendanceVerificationSchema,
    completed: z.boolean(),
    completedAt: IsoDateTimeSchema.nullable(),
  })
  .meta({ id: 'WatchProgress' });
export type WatchProgress = z.infer<typeof WatchProgressSchema>;

export const HeartbeatSchema = z
  .object({
    /** One id per player instance (a tab or a device), made by the player. */
    sessionId: z.uuid(),
    event: z.enum(HEARTBEAT_EVENTS),
    /** The player's position now (for `seek`: the position it jumped to). */
    position: VideoSecondsSchema,
    /** `seek` only: where the player was just before the jump (credited up to there when plausible). */
    previousPosition: VideoSecondsSchema.optional(),
    playbackRate: z.number().min(0.25).max(16),
    /** The player's running number of heartbeats in this session (0, 1, 2…): one delivered late is ignored. */
    sequence: z.number().int().min(0).max(1_000_000).optional(),
    /** Playback.playbackToken of this playback (401 PLAYBACK_SESSION_INVALID / PLAYBACK_SESSION_EXPIRED otherwise). */
    playbackToken: z.string().min(1).max(2000).optional(),
  })
  .meta({ id: 'Heartbeat' });
export type Heartbeat = z.infer<typeof HeartbeatSchema>;

/** An attendance code revealed because its moment was just watched: show it to the lawyer now. */
export const RevealedCodeSchema = z
  .object({ code: z.string().regex(/^\d{4}$/), momentSeconds: VideoSecondsSchema })
  .meta({ id: 'RevealedCode' });
export type RevealedCode = z.infer<typeof RevealedCodeSchema>;

export const HeartbeatResultSchema = z
  .object({
    /** What the server credited from this heartbeat (null: nothing, e.g. a jump or faster than the clock). */
    credited: WatchedRangeSchema.nullable(),
    progress: WatchProgressSchema,
    revealedCodes: z.array(RevealedCodeSchema),
  })
  .meta({ id: 'HeartbeatResult' });
export type HeartbeatResult = z.infer<typeof HeartbeatResultSchema>;

export const AttendanceCodeRequestSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'An attendance code is four digits.'),
  })
  .meta({ id: 'AttendanceCodeRequest' });
export type AttendanceCodeRequest = z.infer<typeof AttendanceCodeRequestSchema>;
