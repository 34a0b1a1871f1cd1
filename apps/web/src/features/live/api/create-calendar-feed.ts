import type { CalendarFeed } from '@counsel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { calendarFeedQueryKey } from './live-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.CalendarFeedSchema);

/**
 * POST /api/live/calendar-feed (signed in): a new private feed address, in this answer only; any earlier address
 * stops working.
 */
export function createCalendarFeed(): Promise<CalendarFeed> {
  return apiPost('/api/live/calendar-feed', {}, loadSchema);
}

/** Creates (or replaces) the address; the page keeps the url from the mutation's data, the feed reads active. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: () => {
      queryClient.setQueryData<CalendarFeed>(calendarFeedQueryKey, { active: true, url: null });
    },
  });
}
