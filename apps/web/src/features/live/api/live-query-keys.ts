/**
 * Query keys of the live feature. Everything under `live` changes when a lawyer registers or cancels; the sessions
 * of a course are public (seats left change too), the registrations and the calendar feed are the lawyer's own.
 */
export const liveQueryKey = ['live'] as const;
export const courseSessionsQueryKey = (courseId: string) => [...liveQueryKey, 'sessions', courseId] as const;
export const liveRegistrationsQueryKey = [...liveQueryKey, 'registrations'] as const;
export const courseRegistrationsQueryKey = (courseId: string) =>
  [...liveRegistrationsQueryKey, { courseId }] as const;
export const allRegistrationsQueryKey = [...liveRegistrationsQueryKey, 'all'] as const;
export const calendarFeedQueryKey = [...liveQueryKey, 'calendar-feed'] as const;
/** The Zoom signature of a course, kept ZOOM_SIGNATURE_CACHE_MS (not under `live`: registering does not change it). */
export const zoomSignatureQueryKey = (courseId: string) => ['zoom-signature', courseId] as const;
