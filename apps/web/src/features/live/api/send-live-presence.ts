import type { LivePresence } from '@counsel/contracts';
import { apiPost } from '../../../lib/api-client';
import { liveSessionPath } from './get-live-room';

export const loadPresenceSchema = () =>
  import('@counsel/contracts').then((contracts) => contracts.LivePresenceSchema);

/**
 * POST /api/live/sessions/{sessionId}/presence {clientId} (signed in): "still here". The server verifies presence
 * from these heartbeats and answers where the session is, the time verified, the codes and the code on screen now.
 * Refusals as the room. Sent by hooks/use-presence-heartbeat.ts.
 */
export function sendLivePresence(
  sessionId: string,
  clientId: string,
  signal?: AbortSignal,
): Promise<LivePresence> {
  return apiPost(`${liveSessionPath(sessionId)}/presence`, { clientId }, loadPresenceSchema, { signal });
}
