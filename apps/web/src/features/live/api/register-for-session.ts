import type { LiveRegistration } from '@counsel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { courseRegistrationsQueryKey, liveQueryKey } from './live-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.LiveRegistrationSchema);

/**
 * POST /api/live/sessions/{sessionId}/registration (signed in): enrolls in the course first, then registers (201,
 * or 200 when already registered); registering for another session of the same course moves the registration.
 * Refusals (ApiError): 403 MEMBERSHIP_REQUIRED (details.accessOptions), 403 ENROLLMENT_INACTIVE, 409
 * LIVE_SESSION_FULL, 409 LIVE_SESSION_ENDED, 404 LIVE_SESSION_NOT_FOUND.
 */
export function registerForSession(sessionId: string): Promise<LiveRegistration> {
  return apiPost(`/api/live/sessions/${encodeURIComponent(sessionId)}/registration`, {}, loadSchema);
}

/** Registers, shows the registration on the course page at once, and asks the sessions and lists again. */
export function useRegisterForSession(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => registerForSession(sessionId),
    onSuccess: (registration) => {
      queryClient.setQueryData(courseRegistrationsQueryKey(courseId), { items: [registration] });
      void queryClient.invalidateQueries({ queryKey: liveQueryKey });
    },
  });
}
