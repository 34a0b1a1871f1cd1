import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  primaryKey,
  real,
  smallint,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LIVE_REGISTRATION_STATUSES, LIVE_ROOM_KINDS } from '@counsel/contracts';
import { courses } from './courses.js';
import { users } from './identity.js';
import { enrollments } from './learning.js';

/*
 * Live webinars (docs/product-rules.md#live-webinars). A live course has sessions; a lawyer registers for one session
 * of a course at a time (the registration belongs to their enrollment). `courses.live_starts_at` is the start of the
 * course's current session (live.repository.ts `refreshCourseStarts`), so the catalog's status and sort read one
 * column.
 */

/** A video-port asset (integrations/video `MediaAsset`): LOCAL demo folder or Mux playback id. */
export interface LiveStreamAsset {
  provider: 'LOCAL' | 'MUX';
  assetKey: string;
  durationSeconds: number;
  captions: { language: string; label: string; ref: string }[];
}

export const liveRoomKind = pgEnum('live_room_kind', LIVE_ROOM_KINDS);
export const liveRegistrationStatus = pgEnum('live_registration_status', LIVE_REGISTRATION_STATUSES);

export const liveSessions = pgTable(
  'live_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The organiser's IANA zone; times are stored in UTC and shown in the lawyer's zone. */
    timeZone: text('time_zone').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    room: liveRoomKind('room').notNull().default('BUILT_IN'),
    /** ZOOM_MEETING / ZOOM_WEBINAR: the meeting or webinar number and its passcode. */
    zoomNumber: text('zoom_number'),
    zoomPasscode: text('zoom_passcode'),
    /** The recording the built-in room plays for everyone in sync with the schedule (a video-port asset); null: none. */
    stream: jsonb('stream').$type<LiveStreamAsset>(),
    /** A Zoom session whose participant report was read after it ended (presence reconciled); null: not yet. */
    zoomReconciledAt: timestamp('zoom_reconciled_at', { withTimezone: true }),
    /** Staff canceled the session (its registrants were told, with the reason); it is no longer offered or joined. */
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('live_sessions_course_start_unique').on(table.courseId, table.startsAt),
    index('live_sessions_starts_at_idx').on(table.startsAt),
    check('live_sessions_duration_positive', sql`${table.durationMinutes} > 0`),
    check('live_sessions_capacity_positive', sql`${table.capacity} > 0`),
    check(
      'live_sessions_zoom_has_number',
      sql`${table.room} = 'BUILT_IN' or ${table.zoomNumber} ~ '^[0-9]{6,14}$'`,
    ),
  ],
);

/**
 * A lawyer's place in a session. Cancelling keeps the row (CANCELED); registering again for the same session reuses
 * it. One REGISTERED row per lawyer and course: choosing another session moves the registration.
 */
export const liveRegistrations = pgTable(
  'live_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enrollmentId: uuid('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    status: liveRegistrationStatus('status').notNull().default('REGISTERED'),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** When the reminder a day before (and 15 minutes before) was claimed by a sweep: each is sent once. */
    remindedDayAt: timestamp('reminded_day_at', { withTimezone: true }),
    remindedSoonAt: timestamp('reminded_soon_at', { withTimezone: true }),
    /** When the "recording available" e-mail was claimed for this registration (sent once). */
    recordingNotifiedAt: timestamp('recording_notified_at', { withTimezone: true }),
    /** Zoom's registrant id for this lawyer, when the webinar registration was made on Zoom too. */
    zoomRegistrantId: text('zoom_registrant_id'),
  },
  (table) => [
    unique('live_registrations_session_user_unique').on(table.sessionId, table.userId),
    uniqueIndex('live_registrations_one_per_course')
      .on(table.userId, table.courseId)
      .where(sql`${table.status} = 'REGISTERED'`),
    index('live_registrations_session_status_idx').on(table.sessionId, table.status),
  ],
);

/** A lawyer's private calendar feed: only the SHA-256 of its secret token is kept; deleting the row revokes it. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Lawyers who unsubscribed from session reminders (the one-click link in every reminder). */
export const liveReminderOptOuts = pgTable('live_reminder_opt_outs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The attendance codes of a session: shown in the built-in room at undisclosed moments (planCheckpoints). */
export const liveSessionCodes = pgTable(
  'live_session_codes',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    ordinal: smallint('ordinal').notNull(),
    /** Seconds after the session's start. */
    momentSeconds: real('moment_seconds').notNull(),
    code: text('code').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.ordinal] })],
);

/**
 * A lawyer's presence in a session as the server judged it from heartbeats (packages/domain/src/live-presence.ts):
 * merged [from, to] intervals in epoch ms and each open page's last heartbeat.
 */
export const livePresence = pgTable('live_presence', {
  registrationId: uuid('registration_id')
    .primaryKey()
    .references(() => liveRegistrations.id, { onDelete: 'cascade' }),
  intervals: jsonb('intervals').$type<[number, number][]>().notNull().default([]),
  clients: jsonb('clients').$type<Record<string, number>>().notNull().default({}),
  verifiedSeconds: real('verified_seconds').notNull().default(0),
  heartbeats: integer('heartbeats').notNull().default(0),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The codes a lawyer entered (once each). */
export const liveCodeEntries = pgTable(
  'live_code_entries',
  {
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => liveRegistrations.id, { onDelete: 'cascade' }),
    ordinal: smallint('ordinal').notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.registrationId, table.ordinal] })],
);

/** The room's questions; staff answer them later (the answer shows under the question). */
export const liveQuestions = pgTable(
  'live_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Copied so the room shows a first name without reading accounts. */
    askerFirstName: text('asker_first_name').notNull(),
    text: text('text').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [index('live_questions_session_asked_idx').on(table.sessionId, table.askedAt)],
);

/**
 * A participant's joins and leaves in a Zoom session, from its webhooks and its participant report: each once
 * (the unique key), so redeliveries change nothing. Presence is recomputed from all of them
 * (packages/domain/src/live-presence.ts `zoomPresenceIntervals`) into `live_presence`.
 */
export const liveZoomPresence = pgTable(
  'live_zoom_presence',
  {
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => liveRegistrations.id, { onDelete: 'cascade' }),
    /** Zoom's participant uuid (else user id, else e-mail): one per device the lawyer joined from. */
    participantKey: text('participant_key').notNull(),
    kind: text('kind', { enum: ['JOINED', 'LEFT'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    source: text('source', { enum: ['WEBHOOK', 'REPORT'] }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.registrationId, table.participantKey, table.kind, table.at] }),
    check('live_zoom_presence_kind', sql`${table.kind} in ('JOINED', 'LEFT')`),
  ],
);
