import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client';
import { courseRegistrationsQueryKey, liveQueryKey } from './live-query-keys';

/**
 * DELETE /api/live/sessions/{sessionId}/registration (signed in): 200 with the registration, now CANCELED (the page
 * needs no more than that it succeeded). Cancelling is possible only before the start: afterwards 409
 * LIVE_SESSION_STARTED.
 */
export function cancelRegistration(sessionId: string): Promise<void> {
  return apiDelete(`/api/live/sessions/${encodeURIComponent(sessionId)}/registration`);
}

/** Cancels, shows the course page unregistered at once, and asks the sessions and lists again. */
export function useCancelRegistration(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => cancelRegistration(sessionId),
    onSuccess: () => {
      queryClient.setQueryData(courseRegistrationsQueryKey(courseId), { items: [] });
      void queryClient.invalidateQueries({ queryKey: liveQueryKey });
    },
  });
}
