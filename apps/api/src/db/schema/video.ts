import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { MEDIA_PROVIDERS, MEDIA_UPLOAD_STATUSES } from '@counsel/contracts';
import { courses } from './courses.js';
import { users } from './identity.js';
import { enrollments } from './learning.js';

/*
 * On-demand video with verified attendance (docs/product-rules.md#attendance-verification). The server is the judge of what was watched: the
 * player's heartbeats are checked against the clock (packages/domain/src/watch-progress.ts) and only credited
 * ranges are kept. Attendance codes are planned per enrollment at random moments and revealed only once the
 * moment was watched.
 */

export const mediaProvider = pgEnum('media_provider', MEDIA_PROVIDERS);

export interface StoredChapter {
  startTime: number;
  title: string;
}
export interface StoredCaption {
  language: string;
  label: string;
  /** LOCAL: the file inside the asset's folder; MUX: the text track id. */
  ref: string;
}

/** The recording of an on-demand course: a local demo asset (apps/api/media/<key>) or a Mux playback id. */
export const courseMedia = pgTable(
  'course_media',
  {
    courseId: uuid('course_id')
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    provider: mediaProvider('provider').notNull(),
    /** LOCAL: the folder under apps/api/media; MUX: the signed playback id. */
    assetKey: text('asset_key').notNull(),
    durationSeconds: real('duration_seconds').notNull(),
    chapters: jsonb('chapters').$type<StoredChapter[]>().notNull().default([]),
    captions: jsonb('captions').$type<StoredCaption[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('course_media_duration_positive', sql`${table.durationSeconds} > 0`)],
);

/** Where one player session (a tab or device) was at its last heartbeat. */
export interface StoredSessionAnchor {
  position: number;
  /** Server time of that heartbeat, epoch ms. */
  at: number;
  sequence?: number;
  /** The session's credit clock (watch-progress.ts `SessionAnchor.clockAt`), epoch ms; absent on older rows. */
  clockAt?: number;
  /** The earliest heartbeat judged when it was not the session's first (watch-progress.ts `SessionAnchor.earliest`). */
  earliest?: { sequence: number; position: number; reportsPlayback: boolean };
}

/** One row per enrollment that has played its video: the credited ranges and the state of the judge. */
export const watchProgress = pgTable('watch_progress', {
  enrollmentId: uuid('enrollment_id')
    .primaryKey()
    .references(() => enrollments.id, { onDelete: 'cascade' }),
  /** Merged, sorted [start, end] seconds the server credited. */
  ranges: jsonb('ranges').$type<[number, number][]>().notNull().default([]),
  watchedSeconds: real('watched_seconds').notNull().default(0),
  progressPercent: smallint('progress_percent').notNull().default(0),
  /** The last position any device reported (resume point). */
  positionSeconds: real('position_seconds').notNull().default(0),
  /** The enrollment's credit clock: how far credited playback used up the wall clock (watch-progress.ts). */
  creditClockAt: timestamp('credit_clock_at', { withTimezone: true, mode: 'date' }),
  sessions: jsonb('sessions').$type<Record<string, StoredSessionAnchor>>().notNull().default({}),
  heartbeats: integer('heartbeats').notNull().default(0),
  firstPlayedAt: timestamp('first_played_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An attendance code at an undisclosed moment of one enrollment's video (NY's provider-verified standard). */
export const attendanceCheckpoints = pgTable(
  'attendance_checkpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    ordinal: smallint('ordinal').notNull(),
    momentSeconds: real('moment_seconds').notNull(),
    /** The current code (four digits); replaced when the segment is re-watched before the code was entered. */
    code: text('code').notNull(),
    /** Codes shown for this moment so far (1 after the first reveal). */
    codesShown: smallint('codes_shown').notNull().default(0),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (table) => [unique('attendance_checkpoints_enrollment_ordinal').on(table.enrollmentId, table.ordinal)],
);

export const mediaUploadStatus = pgEnum('media_upload_status', MEDIA_UPLOAD_STATUSES);

/**
 * A recording staff are uploading for a course (docs/product-rules.md#media). LOCAL: the file arrives in chunks at
 * `received_bytes` (so an interrupted upload resumes where it stopped) into MEDIA_DIR, and becomes the course's
 * recording once complete. MUX: the browser sends the file to Mux's direct-upload URL; the server asks Mux until the
 * asset is ready, then attaches its playback id.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    provider: mediaProvider('provider').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    receivedBytes: bigint('received_bytes', { mode: 'number' }).notNull().default(0),
    /** The length the browser read from the file's metadata (LOCAL; Mux reports its own). */
    durationSeconds: real('duration_seconds'),
    status: mediaUploadStatus('status').notNull().default('UPLOADING'),
    /** LOCAL: the asset folder the finished file went to; MUX: the direct upload's id. */
    assetKey: text('asset_key'),
    muxUploadId: text('mux_upload_id'),
    error: text('error'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('media_uploads_course_idx').on(table.courseId, table.createdAt),
    check('media_uploads_size_positive', sql`${table.sizeBytes} > 0`),
    check('media_uploads_received_within_size', sql`${table.receivedBytes} between 0 and ${table.sizeBytes}`),
  ],
);
