import { describe, expect, it } from 'vitest';
import { formatSessionDateTime, formatTime } from '../../../lib/format-date';
import { makeLiveAttendance } from '../testing/completion-fixtures';
import {
  attendanceSentence,
  belowMinimumText,
  creditCountsText,
  creditOpensText,
  minimumMet,
  minutesPhrase,
  verifiedSoFarText,
} from './live-attendance-text';

describe('live attendance in words', () => {
  it('says when credit opens: the end time today, the date and time another day', () => {
    const endsAt = '2027-03-05T15:00:00.000Z';
    expect(creditOpensText(endsAt, new Date('2027-03-05T14:00:00.000Z'))).toBe(
      `Credit opens when the session ends at ${formatTime(endsAt)}.`,
    );
    expect(creditOpensText(endsAt, new Date('2027-03-02T14:00:00.000Z'))).toBe(
      `Credit opens when the session ends on ${formatSessionDateTime(endsAt)}.`,
    );
  });

  it('says the minutes attended and verified, and by which codes', () => {
    expect(attendanceSentence(makeLiveAttendance())).toBe(
      'You attended 52 of 60 minutes; 48 minutes were verified by the 2 of 3 attendance codes you entered.',
    );
    expect(attendanceSentence(makeLiveAttendance({ codesEntered: 3, verifiedMinutes: 52 }))).toBe(
      'You attended 52 of 60 minutes; 52 minutes were verified by all 3 attendance codes you entered.',
    );
    expect(
      attendanceSentence(makeLiveAttendance({ codesShown: 1, codesEntered: 1, verifiedMinutes: 1 })),
    ).toBe('You attended 52 of 60 minutes; 1 minute was verified by the attendance code you entered.');
    expect(attendanceSentence(makeLiveAttendance({ codesEntered: 0, verifiedMinutes: 0 }))).toBe(
      'You attended 52 of 60 minutes; none of it was verified, because you entered none of the 3 attendance codes.',
    );
    expect(
      attendanceSentence(makeLiveAttendance({ codesShown: 1, codesEntered: 0, verifiedMinutes: 0 })),
    ).toBe(
      'You attended 52 of 60 minutes; none of it was verified, because you did not enter the attendance code.',
    );
    expect(
      attendanceSentence(makeLiveAttendance({ presentMinutes: 0, verifiedMinutes: 0, codesEntered: 0 })),
    ).toBe('We have no record of you in this session, so no minutes were verified.');
  });

  it('compares the verified time with the minimum, half minutes included', () => {
    const above = makeLiveAttendance();
    expect(minimumMet(above)).toBe(true);
    expect(creditCountsText(above)).toBe(
      'Your 48 verified minutes count for credit (at least 25 are needed).',
    );
    const below = makeLiveAttendance({ durationMinutes: 45, verifiedMinutes: 22, minimumMinutes: 22.5 });
    expect(minimumMet(below)).toBe(false);
    expect(belowMinimumText(below)).toMatch(
      /^At least 22\.5 verified minutes are needed for credit, so no credit can be claimed for this session\. To earn credit, attend another session/,
    );
    expect([minutesPhrase(1), minutesPhrase(2)]).toEqual(['1 minute', '2 minutes']);
  });

  it('says the time verified so far while the session runs', () => {
    expect(
      verifiedSoFarText(makeLiveAttendance({ verifiedMinutes: 12, codesShown: 1, codesEntered: 1 })),
    ).toBe('12 minutes verified; 1 of 1 attendance code entered.');
    expect(
      verifiedSoFarText(makeLiveAttendance({ verifiedMinutes: 0, codesShown: 0, codesEntered: 0 })),
    ).toBe('0 minutes verified; no attendance code shown yet.');
  });
});
