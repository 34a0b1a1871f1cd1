import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { liveErrorMessage } from './live-errors';
import { sessionStatusMessage, sessionStatusView, timeUntil } from './session-status';

const START = '2027-03-05T15:00:00.000Z';
const at = (minutesFromStart: number) => new Date(new Date(START).getTime() + minutesFromStart * 60_000);

describe('sessionStatusView', () => {
  it.each([
    [-3 * 24 * 60, 'date-mismatch', 'upcoming', false, true, 'Starts in 3 days'],
    [
      -5,
      'starting-soon',
      'starting-soon',
      true,
      true,
      'Starting soon — starts in 5 minutes; you can join now',
    ],
    [0, 'in-progress', 'in-progress', true, false, 'Live now — join'],
    [181, 'date-mismatch', 'ended', false, false, 'This session has ended'],
    [241, 'completed', 'completed', false, false, 'This session is completed'],
  ] as const)(
    '%i minutes from the start: %s (%s)',
    (minutes, status, phase, joinable, cancellable, message) => {
      const now = at(minutes);
      const view = sessionStatusView({ startsAt: START }, now);
      expect(view).toMatchObject({ status, phase, joinable, cancellable });
      expect(sessionStatusMessage({ startsAt: START }, view, now)).toBe(message);
    },
  );

  it('says how long until a moment in whole units', () => {
    expect(timeUntil(at(0), at(-130))).toBe('in 2 hours');
    expect(timeUntil(at(0), at(-0.5))).toBe('in 1 minute');
  });
});

describe('liveErrorMessage', () => {
  it('words each refusal by its code', () => {
    expect(liveErrorMessage(new ApiError(409, 'LIVE_SESSION_FULL', 'x'), 'f')).toMatch(
      /^This session is full/,
    );
    expect(liveErrorMessage(new ApiError(409, 'LIVE_SESSION_STARTED', 'x'), 'f')).toMatch(
      /cancelled only before/,
    );
    expect(liveErrorMessage(new ApiError(403, 'LIVE_NOT_REGISTERED', 'x'), 'f')).toMatch(/not registered/);
    expect(liveErrorMessage(new ApiError(403, 'LIVE_JOIN_TOO_EARLY', 'x', { startsAt: START }), 'f')).toMatch(
      /^It is too early to join: the session starts /,
    );
    expect(liveErrorMessage(new Error('boom'), 'fallback')).toBe('fallback');
  });
});
