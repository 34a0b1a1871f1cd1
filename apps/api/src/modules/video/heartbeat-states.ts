import { BoundedMap } from '@counsel/domain';
import type { HeartbeatState } from './heartbeat.repository.js';

/** Enrollments whose heartbeat state one instance keeps (about 1 KB each). */
export const HEARTBEAT_STATES_KEPT = 20_000;

/**
 * Each enrollment's heartbeat state as this instance last wrote it, so that a player's next heartbeat judges from it
 * and is one statement (the write) instead of two. Nothing here is trusted: the write is a compare-and-set on the
 * progress row's `heartbeats` count and re-checks access, so a state that another heartbeat (another tab, another
 * instance, the locked path) has overtaken is not saved, and the heartbeat reads again (session-heartbeats.ts).
 * At most `maxEntries`, the least recently used going first.
 */
export class HeartbeatStates {
  private readonly entries: BoundedMap<string, HeartbeatState>;

  constructor(maxEntries = HEARTBEAT_STATES_KEPT) {
    this.entries = new BoundedMap(maxEntries);
  }

  get(enrollmentId: string): HeartbeatState | undefined {
    return this.entries.get(enrollmentId);
  }

  /** Keeps `state` unless a later one (more heartbeats saved) is already kept. */
  set(enrollmentId: string, state: HeartbeatState): void {
    const kept = this.entries.peek(enrollmentId);
    if (kept && (kept.progress?.heartbeats ?? 0) > (state.progress?.heartbeats ?? 0)) return;
    this.entries.set(enrollmentId, state);
  }

  forget(enrollmentId: string): void {
    this.entries.delete(enrollmentId);
  }

  get size(): number {
    return this.entries.size;
  }
}
