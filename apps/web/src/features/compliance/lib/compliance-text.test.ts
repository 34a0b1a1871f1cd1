import { describe, expect, it } from 'vitest';
import {
  deadlineText,
  formatCalendarDate,
  formatHours,
  formatMinimumLabel,
  formatPeriod,
  hoursPhrase,
  missingDetailsSentence,
  progressPhrase,
  progressShort,
  sourceHost,
  todayCalendarDate,
} from './compliance-text';

describe('compliance text', () => {
  it('reads calendar dates as days, whatever the viewer’s zone', () => {
    expect(formatCalendarDate('2024-08-01')).toBe('August 1, 2024');
    expect(formatCalendarDate('2026-12-31')).toBe('December 31, 2026');
    expect(formatCalendarDate('not a date')).toBe('not a date');
    expect(formatPeriod({ start: '2024-08-02', end: '2026-08-01' })).toBe('August 2, 2024 – August 1, 2026');
  });

  it('words hours without float noise or needless decimals', () => {
    expect(formatHours(2)).toBe('2');
    expect(formatHours(1.5)).toBe('1.5');
    expect(formatHours(0.1 + 0.2)).toBe('0.3');
    expect(hoursPhrase(1)).toBe('1 hour');
    expect(hoursPhrase(18)).toBe('18 hours');
    expect(progressPhrase(6, 24)).toBe('6 of 24 hours');
    expect(progressPhrase(0, 1)).toBe('0 of 1 hour');
    expect(progressShort(2, 4)).toBe('2 of 4 h');
  });

  it('counts down to the deadline, and past it', () => {
    expect(deadlineText('2026-09-01', 280)).toBe('Deadline September 1, 2026 · 280 days left');
    expect(deadlineText('2026-09-01', 1)).toBe('Deadline September 1, 2026 · 1 day left');
    expect(deadlineText('2026-09-01', 0)).toBe('Deadline September 1, 2026 · today');
    expect(deadlineText('2026-09-01', -1)).toBe('Deadline September 1, 2026 · passed 1 day ago');
    expect(deadlineText('2026-09-01', -3)).toBe('Deadline September 1, 2026 · passed 3 days ago');
    expect(deadlineText('2026-09-01', null)).toBe('Deadline September 1, 2026');
  });

  it('names the details a rule still needs', () => {
    expect(missingDetailsSentence('New York', ['birthDate'])).toBe(
      'To track New York, we need your date of birth.',
    );
    expect(missingDetailsSentence('California', ['admittedOn', 'complianceGroup'])).toBe(
      'To track California, we need your admission date and your compliance group.',
    );
    expect(missingDetailsSentence('Florida', ['admittedOn', 'birthMonth', 'cycleEndsOn'])).toBe(
      'To track Florida, we need your admission date, your birth month, and the end date of one of your reporting cycles.',
    );
    expect(missingDetailsSentence('Texas', [])).toBe(
      'To track Texas, we need more details of your admission.',
    );
  });

  it('names format minimums and sources', () => {
    expect(formatMinimumLabel(['LIVE'])).toBe('Live minimum');
    expect(formatMinimumLabel(['LIVE', 'ON_DEMAND'])).toBe('Live or on demand minimum');
    expect(sourceHost('https://www.law.cornell.edu/regulations/x')).toBe('law.cornell.edu');
    expect(sourceHost('http://ww2.nycourts.gov/attorneys/')).toBe('ww2.nycourts.gov');
    expect(sourceHost('nowhere')).toBe('nowhere');
  });

  it('gives today as the viewer’s calendar day', () => {
    expect(todayCalendarDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayCalendarDate(new Date(2026, 10, 25, 0, 1))).toBe('2026-11-25');
  });
});
