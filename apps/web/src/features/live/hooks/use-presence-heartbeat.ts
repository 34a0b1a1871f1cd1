import type { LivePresence } from '@counsel/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../../lib/api-client';
import { sendLivePresence } from '../api/send-live-presence';
import { newClientId } from '../lib/client-id';
import { isLiveRoomRefusal } from '../lib/live-room-refusal';

export interface PresenceState {
  presence: LivePresence;
  /** When (Date.now()) the presence arrived: the live position moves on from there. */
  receivedAtMs: number;
}

export interface UsePresenceHeartbeatOptions {
  sessionId: string;
  /** LiveRoom.heartbeatIntervalSeconds. */
  intervalSeconds: number;
  /** The presence the room opened with. */
  initialPresence: LivePresence;
}

export interface PresenceHeartbeat extends PresenceState {
  /** The last heartbeat failed (network, server): shown as a warning; the next interval tries again. */
  connectionLost: boolean;
  /** The server refused the room (closed, not registered...): the heartbeats stop. */
  refusal: ApiError | null;
  /** A presence answered elsewhere (an attendance code entered). */
  applyPresence: (presence: LivePresence) => void;
}

/**
 * Keeps the lawyer present: a heartbeat at once when the room opens, then every `intervalSeconds` while it stays
 * open (a hidden tab too), with one client id per open page so two tabs do not count twice. Stops on unmount, on a
 * refusal and once the server says the session has ended. An answer overtaken by a later one is dropped.
 */
export function usePresenceHeartbeat({
  sessionId,
  intervalSeconds,
  initialPresence,
}: UsePresenceHeartbeatOptions): PresenceHeartbeat {
  const [clientId] = useState(newClientId);
  const [state, setState] = useState<PresenceState>(() => ({
    presence: initialPresence,
    receivedAtMs: Date.now(),
  }));
  const [connectionLost, setConnectionLost] = useState(false);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const stopped = refusal !== null || state.presence.ended;
  // Heartbeats sent, and the last one whose answer was applied: a later answer wins over an earlier one.
  const order = useRef({ sent: 0, applied: -1 });

  useEffect(() => {
    if (stopped) return undefined;
    const controller = new AbortController();
    const beat = () => {
      const sent = order.current.sent;
      order.current.sent += 1;
      sendLivePresence(sessionId, clientId, controller.signal).then(
        (presence) => {
          if (controller.signal.aborted || sent < order.current.applied) return;
          order.current.applied = sent;
          setState({ presence, receivedAtMs: Date.now() });
          setConnectionLost(false);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (isLiveRoomRefusal(error)) setRefusal(error);
          else setConnectionLost(true);
        },
      );
    };
    beat();
    const timer = setInterval(beat, intervalSeconds * 1000);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [sessionId, clientId, intervalSeconds, stopped]);

  const applyPresence = useCallback((presence: LivePresence) => {
    // Newer than any heartbeat still on its way.
    order.current.applied = order.current.sent;
    setState({ presence, receivedAtMs: Date.now() });
  }, []);

  return { ...state, connectionLost, refusal, applyPresence };
}
