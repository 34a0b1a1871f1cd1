import type { LiveRoom } from '@counsel/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { liveRoomQueryKey } from './live-room-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.LiveRoomSchema);

/** The room's path on the API. */
export const liveSessionPath = (sessionId: string) => `/api/live/sessions/${encodeURIComponent(sessionId)}`;

/**
 * GET /api/live/sessions/{sessionId}/room (signed in): the course, the schedule, the stream, the heartbeat interval,
 * presence so far and the questions. Refusals (ApiError): 403 LIVE_NOT_REGISTERED, 403 LIVE_JOIN_TOO_EARLY
 * (details.startsAt, details.joinOpensAt), 403 LIVE_JOIN_CLOSED, 404 LIVE_SESSION_NOT_FOUND.
 */
export function getLiveRoom(sessionId: string, signal?: AbortSignal): Promise<LiveRoom> {
  return apiGet(`${liveSessionPath(sessionId)}/room`, loadSchema, { signal });
}

/** The room, loaded once when the page opens (presence and questions then move on by themselves). */
export function useLiveRoom(sessionId: string) {
  return useQuery({
    queryKey: liveRoomQueryKey(sessionId),
    queryFn: ({ signal }) => getLiveRoom(sessionId, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
