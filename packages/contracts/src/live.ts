import { z } from 'zod';
import { IsoDateTimeSchema } from './common.js';
import { LIVE_QUESTION_MAX_LENGTH, LIVE_REGISTRATION_STATUSES, LIVE_ROOM_KINDS } from './constants.js';

/**
 * Live webinars (docs/product-rules.md#live-webinars): a live course's sessions, a lawyer's registration for one,
 * the spec's Zoom endpoints (GET /api/zoom/signature, GET /api/zoom/webinars) and the calendar files.
 */

export const LiveRoomKindSchema = z.enum(LIVE_ROOM_KINDS);
export const LiveRegistrationStatusSchema = z.enum(LIVE_REGISTRATION_STATUSES);

export const LiveSessionSchema = z
  .object({
    id: z.uuid(),
    courseId: z.uuid(),
    startsAt: IsoDateTimeSchema,
    endsAt: IsoDateTimeSchema,
    timeZone: z.string().describe("The organiser's IANA time zone, e.g. America/New_York"),
    durationMinutes: z.number().int().positive(),
    capacity: z.number().int().positive(),
    seatsLeft: z.number().int().min(0),
    room: LiveRoomKindSchema,
  })
  .meta({ id: 'LiveSession' });
export type LiveSession = z.infer<typeof LiveSessionSchema>;

export const LiveCourseRefSchema = z
  .object({ id: z.uuid(), slug: z.string(), title: z.string(), thumbnailUrl: z.string().nullable() })
  .meta({ id: 'LiveCourseRef' });

export const LiveRegistrationSchema = z
  .object({
    id: z.uuid(),
    status: LiveRegistrationStatusSchema,
    registeredAt: IsoDateTimeSchema,
    canceledAt: IsoDateTimeSchema.nullable(),
    session: LiveSessionSchema,
    course: LiveCourseRefSchema,
    /** GET this (signed in) for the registration's iCalendar file. */
    calendarPath: z.string(),
  })
  .meta({ id: 'LiveRegistration' });
export type LiveRegistration = z.infer<typeof LiveRegistrationSchema>;

/** GET /api/live/courses/{courseId}/sessions (public): the course's sessions still open to register, by start. */
export const LiveSessionListSchema = z
  .object({ items: z.array(LiveSessionSchema) })
  .meta({ id: 'LiveSessionList' });
export type LiveSessionList = z.infer<typeof LiveSessionListSchema>;

/**
 * GET /api/live/registrations: my REGISTERED registrations whose session is not completed (start + 4 h not passed),
 * by start; `?courseId=` narrows it to one course.
 */
export const LiveRegistrationListSchema = z
  .object({ items: z.array(LiveRegistrationSchema) })
  .meta({ id: 'LiveRegistrationList' });
export type LiveRegistrationList = z.infer<typeof LiveRegistrationListSchema>;

export const LiveRegistrationsQuerySchema = z.object({
  courseId: z.string().min(1).max(120).optional().describe('The course id (UUID) or its slug'),
});

export const LiveSessionIdParamsSchema = z.object({ sessionId: z.uuid() });
export const LiveRegistrationIdParamsSchema = z.object({ registrationId: z.uuid() });

/** GET /api/zoom/signature?courseId={id}&t={cache-buster} */
export const ZoomSignatureQuerySchema = z.object({
  courseId: z.string().min(1).max(120).describe('The course id (UUID) or its slug'),
  t: z.string().max(40).optional().describe('A cache-buster; ignored'),
});

/** The spec's Zoom signature {meetingNumber, signature, password, appKey}, and who joins. */
export const ZoomSignatureSchema = z
  .object({
    meetingNumber: z.string().regex(/^\d{6,14}$/),
    signature: z.string().describe('The Meeting SDK JWT (HS256)'),
    password: z.string(),
    appKey: z.string(),
    userName: z.string(),
    userEmail: z.string(),
    /** Our own id of the participant, passed to Zoom as customerKey so attendance maps back. */
    customerKey: z.string().max(36),
    /** ZOOM: the Zoom Meeting SDK joins; BUILT_IN: our own live room (no Zoom configured, or a built-in session). */
    room: z.enum(['ZOOM', 'BUILT_IN']),
    sessionId: z.uuid(),
    courseId: z.uuid(),
    startsAt: IsoDateTimeSchema,
    expiresAt: IsoDateTimeSchema,
  })
  .meta({ id: 'ZoomSignature' });
export type ZoomSignature = z.infer<typeof ZoomSignatureSchema>;

export const ZoomWebinarSchema = z
  .object({
    /** Our session, when the webinar is one of ours (null: listed by Zoom but not scheduled in the catalog). */
    sessionId: z.uuid().nullable(),
    course: LiveCourseRefSchema.nullable(),
    topic: z.string(),
    startsAt: IsoDateTimeSchema,
    durationMinutes: z.number().int().positive(),
    timeZone: z.string(),
    registered: z.boolean(),
    /** Inside the join window (5 minutes before start to 3 hours after) and registered. */
    joinable: z.boolean(),
  })
  .meta({ id: 'ZoomWebinar' });
export type ZoomWebinar = z.infer<typeof ZoomWebinarSchema>;

/** GET /api/zoom/webinars: upcoming sessions the signed-in lawyer can join or register for. */
export const ZoomWebinarListSchema = z
  .object({ items: z.array(ZoomWebinarSchema), source: z.enum(['ZOOM', 'DATABASE']) })
  .meta({ id: 'ZoomWebinarList' });
export type ZoomWebinarList = z.infer<typeof ZoomWebinarListSchema>;

/**
 * The private calendar feed of my registered sessions: POST makes a new address (shown this once: only its hash is
 * kept) and stops any earlier one; DELETE revokes it; GET says whether one is active.
 */
export const CalendarFeedSchema = z
  .object({
    active: z.boolean(),
    url: z.string().nullable().describe('The secret feed address, only in the answer to POST'),
  })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

export const CalendarFeedTokenParamsSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}\.ics$/)
    .describe('The feed token, then .ics'),
});

/*
 * The built-in live room (ADR 015): the session's stream played in sync with the schedule, presence judged by the
 * server from heartbeats, attendance codes shown to those present, and the room's questions.
 */

export const LiveStreamSchema = z
  .object({
    src: z.string(),
    mimeType: z.string(),
    poster: z.string().nullable(),
    captions: z.array(z.object({ language: z.string(), label: z.string(), url: z.string() })),
    durationSeconds: z.number().positive(),
  })
  .meta({ id: 'LiveStream' });

export const LivePresenceSchema = z
  .object({
    serverTime: IsoDateTimeSchema,
    /** Seconds since the start (negative before it): where the stream is for everyone. */
    liveOffsetSeconds: z.number(),
    /** Presence the server verified so far, in seconds (from heartbeats no more than 45 s apart, start to end). */
    verifiedSeconds: z.number().min(0),
    /** Codes the room has shown so far, and how many of them this lawyer entered. */
    codesShown: z.number().int().min(0),
    codesEntered: z.number().int().min(0),
    /** The code on screen now: shown only to a lawyer whose heartbeat arrives while it shows. */
    currentCode: z
      .object({ ordinal: z.number().int().positive(), code: z.string(), shownUntil: IsoDateTimeSchema })
      .nullable(),
    /** The session's scheduled end has passed. */
    ended: z.boolean(),
  })
  .meta({ id: 'LivePresence' });
export type LivePresence = z.infer<typeof LivePresenceSchema>;

export const LiveQuestionSchema = z
  .object({
    id: z.uuid(),
    text: z.string(),
    /** The asker's first name (the room sees questions, not who exactly asked). */
    askedBy: z.string(),
    mine: z.boolean(),
    askedAt: IsoDateTimeSchema,
    answer: z.string().nullable(),
    answeredAt: IsoDateTimeSchema.nullable(),
  })
  .meta({ id: 'LiveQuestion' });
export type LiveQuestion = z.infer<typeof LiveQuestionSchema>;

export const LiveQuestionListSchema = z
  .object({ items: z.array(LiveQuestionSchema) })
  .meta({ id: 'LiveQuestionList' });

export const AskQuestionBodySchema = z.object({
  text: z.string().trim().min(3, 'Write at least 3 characters').max(LIVE_QUESTION_MAX_LENGTH),
});

export const LiveHeartbeatBodySchema = z.object({
  /** One id per open room page (tab), so two tabs do not count twice. */
  clientId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});

export const LiveAttendanceCodeBodySchema = z.object({ code: z.string().trim().min(1).max(12) });

/** GET /api/live/sessions/{sessionId}/room: everything the room page needs when it opens. */
export const LiveRoomSchema = z
  .object({
    sessionId: z.uuid(),
    course: LiveCourseRefSchema,
    startsAt: IsoDateTimeSchema,
    endsAt: IsoDateTimeSchema,
    timeZone: z.string(),
    durationMinutes: z.number().int().positive(),
    /** The recording played for everyone; null when the session has none (the room still runs). */
    stream: LiveStreamSchema.nullable(),
    heartbeatIntervalSeconds: z.number().int().positive(),
    presence: LivePresenceSchema,
    questions: z.array(LiveQuestionSchema),
  })
  .meta({ id: 'LiveRoom' });
export type LiveRoom = z.infer<typeof LiveRoomSchema>;

/**
 * POST /api/webhooks/zoom's answer: Zoom's URL validation gets the plain token and its HMAC; every other delivery
 * `{ received: true }`.
 */
export const ZoomWebhookAnswerSchema = z
  .union([
    z.object({ plainToken: z.string(), encryptedToken: z.string() }),
    z.object({ received: z.literal(true) }),
  ])
  .meta({ id: 'ZoomWebhookAnswer' });
export type ZoomWebhookAnswer = z.infer<typeof ZoomWebhookAnswerSchema>;
