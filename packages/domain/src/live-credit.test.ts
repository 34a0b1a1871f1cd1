import { describe, expect, it } from 'vitest';
import { liveAttendance, liveCreditHours, liveMinimumMinutes, verifiedSegments } from './live-credit.js';

const start = Date.UTC(2026, 10, 25, 15, 0, 0);
const min = (minutes: number) => start + minutes * 60_000;
const ny = { approvedHours: 1.5, minutesPerCreditHour: 50, jurisdictionCode: 'NY' };
const ca = { approvedHours: 1.5, minutesPerCreditHour: 60, jurisdictionCode: 'CA' };

describe('the minimum presence', () => {
  it('is 25 minutes, or half of a session shorter than 50 minutes', () => {
    expect(liveMinimumMinutes(90)).toBe(25);
    expect(liveMinimumMinutes(50)).toBe(25);
    expect(liveMinimumMinutes(30)).toBe(15);
  });
});

describe('verified segments', () => {
  const codes = [
    { momentSeconds: 20 * 60, entered: true },
    { momentSeconds: 45 * 60, entered: false },
    { momentSeconds: 55 * 60, entered: true },
  ];

  it('are the stretches closed by an entered code, the tail counting when the last code was entered', () => {
    expect(verifiedSegments(start, 60, codes)).toEqual([
      [min(0), min(20)],
      [min(45), min(60)],
    ]);
  });

  it('are nothing without codes, and no tail when the last code was missed', () => {
    expect(verifiedSegments(start, 60, [])).toEqual([]);
    expect(
      verifiedSegments(start, 60, [
        { momentSeconds: 30 * 60, entered: true },
        { momentSeconds: 55 * 60, entered: false },
      ]),
    ).toEqual([[min(0), min(30)]]);
  });

  it('do not depend on the order the codes are given in', () => {
    expect(verifiedSegments(start, 60, [...codes].reverse())).toEqual(verifiedSegments(start, 60, codes));
  });
});

describe('live attendance and its credit', () => {
  it('a 90-minute session attended throughout with every code: 1.5 in NY (capped) and 1.5 in CA', () => {
    const attendance = liveAttendance({
      intervals: [[min(-5), min(95)]],
      startMs: start,
      durationMinutes: 90,
      codes: [
        { momentSeconds: 20 * 60, entered: true },
        { momentSeconds: 47 * 60, entered: true },
        { momentSeconds: 70 * 60, entered: true },
        { momentSeconds: 84 * 60, entered: true },
      ],
    });
    expect(attendance).toMatchObject({
      presentSeconds: 90 * 60,
      verifiedSeconds: 90 * 60,
      verifiedMinutes: 90,
      minimumMet: true,
      codesShown: 4,
      codesEntered: 4,
    });
    // 90 ÷ 50 = 1.8, in half credits 1.5, never above the approved 1.5; 90 ÷ 60 = 1.5.
    expect(liveCreditHours(attendance, ny)).toBe(1.5);
    expect(liveCreditHours(attendance, ca)).toBe(1.5);
  });

  it('a missed code loses only its segment: 60-minute session, code at 20 missed, 55 entered → 40 minutes', () => {
    const attendance = liveAttendance({
      intervals: [[min(0), min(60)]],
      startMs: start,
      durationMinutes: 60,
      codes: [
        { momentSeconds: 20 * 60, entered: false },
        { momentSeconds: 55 * 60, entered: true },
      ],
    });
    expect(attendance.verifiedMinutes).toBe(40);
    expect(attendance.presentSeconds).toBe(3600);
    // NY: 40 ÷ 50 = 0.8 → 0.5; CA: 40 ÷ 60 = 0.66 → 0.6.
    expect(liveCreditHours(attendance, ny)).toBe(0.5);
    expect(liveCreditHours(attendance, ca)).toBe(0.6);
  });

  it('counts only presence inside verified segments: away 10–30 of a 60-minute session with every code', () => {
    const attendance = liveAttendance({
      intervals: [
        [min(0), min(10)],
        [min(30), min(60)],
      ],
      startMs: start,
      durationMinutes: 60,
      codes: [
        { momentSeconds: 25 * 60, entered: true },
        { momentSeconds: 52 * 60, entered: true },
      ],
    });
    expect(attendance.verifiedMinutes).toBe(40);
    expect(liveCreditHours(attendance, ca)).toBe(0.6);
  });

  it('below the minimum earns nothing: 24 verified minutes of 60', () => {
    const attendance = liveAttendance({
      intervals: [[min(36), min(60)]],
      startMs: start,
      durationMinutes: 60,
      codes: [
        { momentSeconds: 20 * 60, entered: false },
        { momentSeconds: 55 * 60, entered: true },
      ],
    });
    expect(attendance.verifiedMinutes).toBe(24);
    expect(attendance.minimumMet).toBe(false);
    expect(liveCreditHours(attendance, ca)).toBe(0);
    // One more minute reaches it.
    const enough = liveAttendance({
      intervals: [[min(35), min(60)]],
      startMs: start,
      durationMinutes: 60,
      codes: [
        { momentSeconds: 20 * 60, entered: false },
        { momentSeconds: 55 * 60, entered: true },
      ],
    });
    expect(enough.verifiedMinutes).toBe(25);
    expect(enough.minimumMet).toBe(true);
    expect(liveCreditHours(enough, ca)).toBe(0.4);
    expect(liveCreditHours(enough, ny)).toBe(0.5);
  });

  it('present throughout without entering a code earns nothing', () => {
    const attendance = liveAttendance({
      intervals: [[min(0), min(60)]],
      startMs: start,
      durationMinutes: 60,
      codes: [
        { momentSeconds: 20 * 60, entered: false },
        { momentSeconds: 55 * 60, entered: false },
      ],
    });
    expect(attendance.presentSeconds).toBe(3600);
    expect(attendance.verifiedSeconds).toBe(0);
    expect(attendance.minimumMet).toBe(false);
  });

  it('a short session needs half its length: 30 minutes, 15 verified', () => {
    const attendance = liveAttendance({
      intervals: [[min(0), min(15)]],
      startMs: start,
      durationMinutes: 30,
      codes: [{ momentSeconds: 25 * 60, entered: true }],
    });
    expect(attendance.verifiedMinutes).toBe(15);
    expect(attendance.minimumMet).toBe(true);
  });

  it('rounds verified time down to whole minutes', () => {
    const attendance = liveAttendance({
      intervals: [[min(0), min(0) + 25 * 60_000 - 1]],
      startMs: start,
      durationMinutes: 60,
      codes: [{ momentSeconds: 55 * 60, entered: true }],
    });
    expect(attendance.verifiedMinutes).toBe(24);
    expect(attendance.minimumMet).toBe(false);
  });
});
