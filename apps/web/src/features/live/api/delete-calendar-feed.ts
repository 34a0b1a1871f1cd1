import type { CalendarFeed } from '@counsel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client';
import { calendarFeedQueryKey } from './live-query-keys';

/** DELETE /api/live/calendar-feed (signed in): the address stops working. */
export function deleteCalendarFeed(): Promise<void> {
  return apiDelete('/api/live/calendar-feed');
}

export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarFeed,
    onSuccess: () => {
      queryClient.setQueryData<CalendarFeed>(calendarFeedQueryKey, { active: false, url: null });
    },
  });
}
