import { isApiError, type ApiError } from '../../../lib/api-client';

/** The refusals that close the room (the room, a heartbeat or the signature may answer them). */
export const LIVE_ROOM_REFUSAL_CODES = [
  'LIVE_NOT_REGISTERED',
  'LIVE_JOIN_TOO_EARLY',
  'LIVE_JOIN_CLOSED',
  'LIVE_SESSION_NOT_FOUND',
] as const;
export type LiveRoomRefusalCode = (typeof LIVE_ROOM_REFUSAL_CODES)[number];

/** Whether `error` is one of the room's refusals (not a network failure, which is retried). */
export function isLiveRoomRefusal(error: unknown): error is ApiError & { code: LiveRoomRefusalCode } {
  return isApiError(error) && (LIVE_ROOM_REFUSAL_CODES as readonly string[]).includes(error.code);
}
