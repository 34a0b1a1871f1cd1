import { describe, expect, it } from 'vitest';
import { LIVE_STATUS, hasLiveSessionEnded, isUpcomingLive, liveCourseStatus } from './live-status.js';

const start = new Date('2027-03-05T15:00:00.000Z');
const at = (offsetMs: number) => new Date(start.getTime() + offsetMs);
const live = { format: 'LIVE' as const, liveStartsAt: start.toISOString() };
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('liveCourseStatus', () => {
  it.each([
    ['well before the window', -2 * HOUR, LIVE_STATUS.DATE_MISMATCH],
    ['one millisecond before the window opens', -5 * MIN - 1, LIVE_STATUS.DATE_MISMATCH],
    ['exactly 5 minutes before start', -5 * MIN, LIVE_STATUS.STARTING_SOON],
    ['one millisecond before start', -1, LIVE_STATUS.STARTING_SOON],
    ['exactly at start', 0, LIVE_STATUS.IN_PROGRESS],
    ['an hour in', HOUR, LIVE_STATUS.IN_PROGRESS],
    ['exactly 3 hours after start', 3 * HOUR, LIVE_STATUS.IN_PROGRESS],
    ['just past 3 hours after start', 3 * HOUR + 1, LIVE_STATUS.DATE_MISMATCH],
    ['exactly 4 hours after start', 4 * HOUR, LIVE_STATUS.DATE_MISMATCH],
    ['just past 4 hours after start', 4 * HOUR + 1, LIVE_STATUS.COMPLETED],
    ['days later', 72 * HOUR, LIVE_STATUS.COMPLETED],
  ])('%s', (_label, offset, expected) => {
    expect(liveCourseStatus(live, at(offset))).toBe(expected);
  });

  it('accepts a Date as the start', () => {
    expect(liveCourseStatus({ format: 'LIVE', liveStartsAt: start }, at(MIN))).toBe(LIVE_STATUS.IN_PROGRESS);
  });

  it('is NOT_STARTED for on-demand courses, missing and unreadable dates', () => {
    expect(liveCourseStatus({ format: 'ON_DEMAND', liveStartsAt: start }, at(0))).toBe(
      LIVE_STATUS.NOT_STARTED,
    );
    expect(liveCourseStatus({ format: 'LIVE', liveStartsAt: null }, at(0))).toBe(LIVE_STATUS.NOT_STARTED);
    expect(liveCourseStatus({ format: 'LIVE', liveStartsAt: undefined }, at(0))).toBe(
      LIVE_STATUS.NOT_STARTED,
    );
    expect(liveCourseStatus({ format: 'LIVE', liveStartsAt: 'not a date' }, at(0))).toBe(
      LIVE_STATUS.NOT_STARTED,
    );
  });
});

describe('isUpcomingLive', () => {
  it('is true only before the join window opens', () => {
    expect(isUpcomingLive(live, at(-HOUR))).toBe(true);
    expect(isUpcomingLive(live, at(-5 * MIN))).toBe(false);
    expect(isUpcomingLive(live, at(HOUR))).toBe(false);
    expect(isUpcomingLive({ format: 'ON_DEMAND', liveStartsAt: null }, at(-HOUR))).toBe(false);
  });
});

describe('hasLiveSessionEnded', () => {
  it('is true once the join window has closed (3 h after start), through COMPLETED', () => {
    expect(hasLiveSessionEnded(live, at(-HOUR))).toBe(false);
    expect(hasLiveSessionEnded(live, at(-MIN))).toBe(false);
    expect(hasLiveSessionEnded(live, at(HOUR))).toBe(false);
    expect(hasLiveSessionEnded(live, at(3 * HOUR))).toBe(false);
    expect(hasLiveSessionEnded(live, at(3 * HOUR + MIN))).toBe(true);
    expect(hasLiveSessionEnded(live, at(5 * HOUR))).toBe(true);
  });

  it('is false for on-demand courses, missing and unreadable dates', () => {
    expect(hasLiveSessionEnded({ format: 'ON_DEMAND', liveStartsAt: start }, at(5 * HOUR))).toBe(false);
    expect(hasLiveSessionEnded({ format: 'LIVE', liveStartsAt: null }, at(5 * HOUR))).toBe(false);
    expect(hasLiveSessionEnded({ format: 'LIVE', liveStartsAt: 'not a date' }, at(5 * HOUR))).toBe(false);
  });
});
