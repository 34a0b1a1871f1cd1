import { z } from 'zod';
import { IsoDateTimeSchema } from './common.js';
import { TimeZoneSchema } from './compliance-rules.js';
import { LIVE_REGISTRATION_STATUSES, LIVE_ROOM_KINDS } from './constants.js';

/*
 * The staff console's Live sessions area (docs/product-rules.md#live-sessions): schedule a live course's sessions,
 * move them, change their capacity, cancel them (registrants are told), the registrants with their verified
 * attendance, and the built-in room's questions to answer.
 */

export const StaffLiveSessionParamsSchema = z.object({ sessionId: z.uuid() });
export const StaffLiveCourseParamsSchema = z.object({ courseId: z.uuid() });
export const StaffLiveQuestionParamsSchema = z.object({ sessionId: z.uuid(), questionId: z.uuid() });

/** GET /api/staff/live-sessions: sessions starting in [from, to), of one course or all. */
export const StaffLiveSessionsQuerySchema = z.object({
  from: IsoDateTimeSchema.optional(),
  to: IsoDateTimeSchema.optional(),
  courseId: z.uuid().optional(),
});
export type StaffLiveSessionsQuery = z.infer<typeof StaffLiveSessionsQuerySchema>;

const ZoomNumberSchema = z.string().regex(/^[0-9]{6,14}$/, 'A Zoom number has 6 to 14 digits');
const CapacitySchema = z.number().int().min(1).max(10_000);
const DurationSchema = z.number().int().min(5).max(600);

export const StaffLiveSessionSchema = z
  .object({
    id: z.uuid(),
    courseId: z.uuid(),
    courseTitle: z.string(),
    startsAt: IsoDateTimeSchema,
    endsAt: IsoDateTimeSchema,
    timeZone: z.string(),
    durationMinutes: z.number().int(),
    capacity: z.number().int(),
    room: z.enum(LIVE_ROOM_KINDS),
    zoomNumber: z.string().nullable(),
    registered: z.number().int().describe('REGISTERED registrations'),
    canceledAt: IsoDateTimeSchema.nullable(),
    cancelReason: z.string().nullable(),
  })
  .meta({ id: 'StaffLiveSession' });
export type StaffLiveSession = z.infer<typeof StaffLiveSessionSchema>;

export const StaffLiveSessionListSchema = z
  .object({ sessions: z.array(StaffLiveSessionSchema) })
  .meta({ id: 'StaffLiveSessionList' });
export type StaffLiveSessionList = z.infer<typeof StaffLiveSessionListSchema>;

export const StaffLiveRegistrantSchema = z
  .object({
    registrationId: z.uuid(),
    userId: z.uuid(),
    name: z.string(),
    email: z.string(),
    status: z.enum(LIVE_REGISTRATION_STATUSES),
    registeredAt: IsoDateTimeSchema,
    /** From the room's heartbeats or Zoom's joins and leaves, and the codes entered (live credit's figures). */
    attendance: z.object({
      presentMinutes: z.number().int(),
      verifiedMinutes: z.number().int(),
      minimumMinutes: z.number(),
      minimumMet: z.boolean(),
      codesShown: z.number().int(),
      codesEntered: z.number().int(),
      firstSeenAt: IsoDateTimeSchema.nullable(),
    }),
  })
  .meta({ id: 'StaffLiveRegistrant' });
export type StaffLiveRegistrant = z.infer<typeof StaffLiveRegistrantSchema>;

export const StaffLiveSessionDetailSchema = z
  .object({
    session: StaffLiveSessionSchema,
    registrants: z.array(StaffLiveRegistrantSchema),
  })
  .meta({ id: 'StaffLiveSessionDetail' });
export type StaffLiveSessionDetail = z.infer<typeof StaffLiveSessionDetailSchema>;

/**
 * POST /api/staff/courses/{courseId}/live-sessions. A Zoom room takes its number and passcode; without a number,
 * the meeting or webinar is created through the Zoom API when it is configured (409 ZOOM_NOT_CONFIGURED otherwise).
 */
export const ScheduleLiveSessionRequestSchema = z
  .object({
    startsAt: IsoDateTimeSchema,
    timeZone: TimeZoneSchema,
    durationMinutes: DurationSchema,
    capacity: CapacitySchema,
    room: z.enum(LIVE_ROOM_KINDS),
    zoomNumber: ZoomNumberSchema.optional(),
    zoomPasscode: z.string().trim().min(1).max(32).optional(),
  })
  .refine((value) => value.room !== 'BUILT_IN' || value.zoomNumber === undefined, {
    message: 'A built-in room has no Zoom number',
    path: ['zoomNumber'],
  })
  .meta({ id: 'ScheduleLiveSessionRequest' });
export type ScheduleLiveSessionRequest = z.infer<typeof ScheduleLiveSessionRequestSchema>;

/** PUT /api/staff/live-sessions/{sessionId}: move it, change its length or capacity (each optional). */
export const UpdateLiveSessionRequestSchema = z
  .object({
    startsAt: IsoDateTimeSchema.optional(),
    durationMinutes: DurationSchema.optional(),
    capacity: CapacitySchema.optional(),
  })
  .refine(
    (value) =>
      value.startsAt !== undefined || value.durationMinutes !== undefined || value.capacity !== undefined,
    {
      message: 'Change at least one of startsAt, durationMinutes, capacity',
    },
  )
  .meta({ id: 'UpdateLiveSessionRequest' });
export type UpdateLiveSessionRequest = z.infer<typeof UpdateLiveSessionRequestSchema>;

export const CancelLiveSessionRequestSchema = z
  .object({ reason: z.string().trim().min(3).max(500) })
  .meta({ id: 'CancelLiveSessionRequest' });
export type CancelLiveSessionRequest = z.infer<typeof CancelLiveSessionRequestSchema>;

export const StaffLiveQuestionSchema = z
  .object({
    id: z.uuid(),
    askerName: z.string(),
    askerEmail: z.string(),
    text: z.string(),
    askedAt: IsoDateTimeSchema,
    answer: z.string().nullable(),
    answeredAt: IsoDateTimeSchema.nullable(),
  })
  .meta({ id: 'StaffLiveQuestion' });
export type StaffLiveQuestion = z.infer<typeof StaffLiveQuestionSchema>;

export const StaffLiveQuestionListSchema = z
  .object({ questions: z.array(StaffLiveQuestionSchema) })
  .meta({ id: 'StaffLiveQuestionList' });
export type StaffLiveQuestionList = z.infer<typeof StaffLiveQuestionListSchema>;

export const AnswerLiveQuestionRequestSchema = z
  .object({ answer: z.string().trim().min(1).max(2000) })
  .meta({ id: 'AnswerLiveQuestionRequest' });
export type AnswerLiveQuestionRequest = z.infer<typeof AnswerLiveQuestionRequestSchema>;
