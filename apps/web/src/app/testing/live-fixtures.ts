import type { LiveRegistration, LiveSession, ZoomSignature } from '@counsel/contracts';

let counter = 0;
const uuid = () => {
  counter += 1;
  return `00000000-0000-4000-9000-${String(counter).padStart(12, '0')}`;
};

const MINUTE_MS = 60_000;

/** An ISO time `minutes` from now (negative: in the past). */
export function minutesFromNow(minutes: number): string {
  return new Date(Date.now() + minutes * MINUTE_MS).toISOString();
}

/** A session as GET /api/live/courses/{courseId}/sessions sends it: in three days, 90 minutes, seats left. */
export function makeLiveSession(overrides: Partial<LiveSession> = {}): LiveSession {
  const startsAt = overrides.startsAt ?? minutesFromNow(3 * 24 * 60);
  const durationMinutes = overrides.durationMinutes ?? 90;
  return {
    id: uuid(),
    courseId: uuid(),
    startsAt,
    endsAt: new Date(new Date(startsAt).getTime() + durationMinutes * MINUTE_MS).toISOString(),
    timeZone: 'America/New_York',
    durationMinutes,
    capacity: 100,
    seatsLeft: 42,
    room: 'BUILT_IN',
    ...overrides,
  };
}

/** A REGISTERED registration for `session`, of the course `course`. */
export function makeLiveRegistration(
  session: LiveSession,
  course: Partial<LiveRegistration['course']> = {},
): LiveRegistration {
  const id = uuid();
  return {
    id,
    status: 'REGISTERED',
    registeredAt: '2026-02-01T10:00:00.000Z',
    canceledAt: null,
    session,
    course: {
      id: session.courseId,
      slug: 'live-ethics-update',
      title: 'Live Ethics Update',
      thumbnailUrl: null,
      ...course,
    },
    calendarPath: `/api/live/registrations/${id}/calendar.ics`,
  };
}

/** GET /api/zoom/signature's answer for `session`. */
export function makeZoomSignature(session: LiveSession): ZoomSignature {
  return {
    meetingNumber: '8123456789',
    signature: 'header.payload.sig',
    password: 'pa ss&1',
    appKey: 'sdk-key-1',
    userName: 'Ada Lovelace',
    userEmail: 'ada@example.com',
    customerKey: 'customer-1',
    room: 'BUILT_IN',
    sessionId: session.id,
    courseId: session.courseId,
    startsAt: session.startsAt,
    expiresAt: minutesFromNow(120),
  };
}

export const liveError = (status: number, code: string, message: string, details?: unknown) => ({
  status,
  body: { error: { code, message, ...(details === undefined ? {} : { details }) } },
});
