import { describe, expect, it } from 'vitest';
import { LIVE_STATUS } from './live-status.js';
import {
  canCancelRegistration,
  currentSession,
  isKnownTimeZone,
  isRegistrationOpen,
  isSessionNotCompleted,
  joinRefusal,
  joinWindow,
  liveSessionStatus,
} from './live-sessions.js';

const MIN = 60_000;
const start = new Date('2026-12-01T15:00:00Z');
const at = (minutes: number, extraMs = 0) => new Date(start.getTime() + minutes * MIN + extraMs);
const session = { startsAt: start };

describe('a live session at every boundary of the spec rule', () => {
  it.each([
    [-6, 0, LIVE_STATUS.DATE_MISMATCH],
    [-5, -1, LIVE_STATUS.DATE_MISMATCH],
    [-5, 0, LIVE_STATUS.STARTING_SOON],
    [0, -1, LIVE_STATUS.STARTING_SOON],
    [0, 0, LIVE_STATUS.IN_PROGRESS],
    [180, 0, LIVE_STATUS.IN_PROGRESS],
    [180, 1, LIVE_STATUS.DATE_MISMATCH],
    [240, 0, LIVE_STATUS.DATE_MISMATCH],
    [240, 1, LIVE_STATUS.COMPLETED],
  ])('%i min %i ms from start is %s', (minutes, ms, status) => {
    expect(liveSessionStatus(session, at(minutes, ms))).toBe(status);
  });
});

describe('joining', () => {
  it('opens 5 minutes before start and closes 3 hours after', () => {
    expect(joinWindow(session)).toEqual({ opensAt: at(-5), closesAt: at(180) });
    expect(joinRefusal(session, at(-5, -1))).toBe('TOO_EARLY');
    expect(joinRefusal(session, at(-5))).toBeNull();
    expect(joinRefusal(session, at(180))).toBeNull();
    expect(joinRefusal(session, at(180, 1))).toBe('CLOSED');
  });

  it('takes registrations until the window closes and cancellations until the start', () => {
    expect(isRegistrationOpen(session, at(180))).toBe(true);
    expect(isRegistrationOpen(session, at(180, 1))).toBe(false);
    expect(canCancelRegistration(session, at(0, -1))).toBe(true);
    expect(canCancelRegistration(session, at(0))).toBe(false);
  });

  it('counts a session as not completed up to 4 hours after start', () => {
    expect(isSessionNotCompleted(session, at(240))).toBe(true);
    expect(isSessionNotCompleted(session, at(240, 1))).toBe(false);
  });
});

describe('a course’s current session', () => {
  const a = { id: 'a', startsAt: at(0) };
  const b = { id: 'b', startsAt: at(30) };
  const c = { id: 'c', startsAt: at(24 * 60) };

  it('is the earliest whose window is still open', () => {
    expect(currentSession([c, b, a], at(-60))?.id).toBe('a');
    expect(currentSession([c, b, a], at(100))?.id).toBe('a');
    expect(currentSession([c, b, a], at(181))?.id).toBe('b');
    expect(currentSession([c, b, a], at(211))?.id).toBe('c');
  });

  it('is the latest once every window closed, and null without sessions', () => {
    expect(currentSession([a, b], at(500))?.id).toBe('b');
    expect(currentSession([], at(0))).toBeNull();
  });
});

describe('time zones', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isKnownTimeZone('America/New_York')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });
});
