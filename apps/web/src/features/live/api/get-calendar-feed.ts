import type { CalendarFeed } from '@counsel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { calendarFeedQueryKey } from './live-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.CalendarFeedSchema);

/** GET /api/live/calendar-feed (signed in): whether a private feed address is active (its url is never sent again). */
export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return apiGet('/api/live/calendar-feed', loadSchema, { signal });
}

export function useCalendarFeed() {
  return useQuery({ queryKey: calendarFeedQueryKey, queryFn: ({ signal }) => getCalendarFeed(signal) });
}
