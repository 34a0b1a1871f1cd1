import type { LiveRegistrationList } from '@counsel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { allRegistrationsQueryKey, courseRegistrationsQueryKey } from './live-query-keys';

const loadSchema = () =>
  import('@counsel/contracts').then((contracts) => contracts.LiveRegistrationListSchema);

/**
 * GET /api/live/registrations[?courseId=] (signed in): my REGISTERED registrations whose session is not completed,
 * by start; `courseId` narrows them to one course.
 */
export function getLiveRegistrations(courseId?: string, signal?: AbortSignal): Promise<LiveRegistrationList> {
  return apiGet('/api/live/registrations', loadSchema, { signal, query: { courseId } });
}

/** Every upcoming registration (My Learning, Home); asks only while `enabled` (signed in). */
export function useLiveRegistrations(enabled = true) {
  return useQuery({
    queryKey: allRegistrationsQueryKey,
    queryFn: ({ signal }) => getLiveRegistrations(undefined, signal),
    enabled,
  });
}

/** The registration for one course (its page); asks only while `enabled` (signed in, a live course). */
export function useCourseRegistration(courseId: string, enabled: boolean) {
  return useQuery({
    queryKey: courseRegistrationsQueryKey(courseId),
    queryFn: ({ signal }) => getLiveRegistrations(courseId, signal),
    select: (list) => list.items[0] ?? null,
    enabled,
  });
}
