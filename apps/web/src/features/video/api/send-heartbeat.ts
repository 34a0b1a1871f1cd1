import type { Heartbeat, HeartbeatResult } from '@counsel/contracts';
import { apiPost } from '../../../lib/api-client';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.HeartbeatResultSchema);

/**
 * POST /api/mux/progress/{courseId} (signed in, enrolled) — one player heartbeat. The server judges what was
 * watched and answers what it credited, the progress, and the attendance codes whose moment was just watched.
 * Sent by hooks/use-heartbeats.ts.
 */
export function sendHeartbeat(courseKey: string, heartbeat: Heartbeat): Promise<HeartbeatResult> {
  return apiPost(`/api/mux/progress/${encodeURIComponent(courseKey)}`, heartbeat, loadSchema);
}
