import type { LiveRegistration, LiveSession } from '@counsel/contracts';
import type { LiveCourseRef, RegistrationView, SessionWithSeats } from './live.repository.js';

const MINUTE_MS = 60_000;

export function toLiveSession(session: SessionWithSeats): LiveSession {
  return {
    id: session.id,
    courseId: session.courseId,
    startsAt: session.startsAt.toISOString(),
    endsAt: new Date(session.startsAt.getTime() + session.durationMinutes * MINUTE_MS).toISOString(),
    timeZone: session.timeZone,
    durationMinutes: session.durationMinutes,
    capacity: session.capacity,
    seatsLeft: Math.max(0, session.capacity - session.seatsTaken),
    room: session.room,
  };
}

export function calendarPath(registrationId: string): string {
  return `/api/live/registrations/${registrationId}/calendar.ics`;
}

export function toLiveRegistration({ registration, session, course }: RegistrationView): LiveRegistration {
  return {
    id: registration.id,
    status: registration.status,
    registeredAt: registration.registeredAt.toISOString(),
    canceledAt: registration.canceledAt ? registration.canceledAt.toISOString() : null,
    session: toLiveSession(session),
    course: toCourseRef(course),
    calendarPath: calendarPath(registration.id),
  };
}

export function toCourseRef(course: LiveCourseRef) {
  return { id: course.id, slug: course.slug, title: course.title, thumbnailUrl: course.thumbnailUrl };
}
