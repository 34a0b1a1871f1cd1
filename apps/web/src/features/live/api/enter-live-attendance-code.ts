import type { LivePresence } from '@counsel/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { liveSessionPath } from './get-live-room';
import { loadPresenceSchema } from './send-live-presence';

/**
 * POST /api/live/sessions/{sessionId}/attendance-code {code} (signed in): a code the room showed. Answers the
 * presence (codes entered); 400 ATTENDANCE_CODE_INVALID for a wrong code.
 */
export function enterLiveAttendanceCode(sessionId: string, code: string): Promise<LivePresence> {
  return apiPost(`${liveSessionPath(sessionId)}/attendance-code`, { code }, loadPresenceSchema);
}

/** Enters a code; `onPresence` gets the presence the server answered (the new count shows at once). */
export function useEnterLiveAttendanceCode(sessionId: string, onPresence: (presence: LivePresence) => void) {
  return useMutation({
    mutationFn: (code: string) => enterLiveAttendanceCode(sessionId, code),
    onSuccess: onPresence,
  });
}
