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
  private readonly entries = new Map<string, HeartbeatState>();

  constructor(private readonly maxEntries = HEARTBEAT_STATES_KEPT) {}

  get(enrollmentId: string): HeartbeatState | undefined {
    const state = this.entries.get(enrollmentId);
    if (state) {
      this.entries.delete(enrollmentId);
      this.entries.set(enrollmentId, state);
    }
    return state;
  }

  /** Keeps `state` unless a later one (more heartbeats saved) is already kept. */
  set(enrollmentId: string, state: HeartbeatState): void {
    if (this.maxEntries === 0) return;
    const kept = this.entries.get(enrollmentId);
    if (kept && (kept.progress?.heartbeats ?? 0) > (state.progress?.heartbeats ?? 0)) return;
    this.entries.delete(enrollmentId);
    this.entries.set(enrollmentId, state);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  forget(enrollmentId: string): void {
    this.entries.delete(enrollmentId);
  }

  get size(): number {
    return this.entries.size;
  }
}
