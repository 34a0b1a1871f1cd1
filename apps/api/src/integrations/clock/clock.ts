/**
 * The time, as a port: every rule that depends on the current time (heartbeat credit, token and link lifetimes,
 * live-session windows, sweeps, certificate dates) reads it from the app's one Clock, so tests can set and move it.
 * Audit stamps such as `updated_at` are written by the database (`now()`), not by the Clock.
 */
export interface Clock {
  now(): Date;
}

/** The system clock: production and every test that does not choose its own time. */
export const systemClock: Clock = { now: () => new Date() };
