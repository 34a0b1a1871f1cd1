import { describe, expect, it } from 'vitest';
import {
  daysLeftText,
  formatCalendarDate,
  formatsText,
  hoursText,
  shortfallItems,
} from './compliance-shortfall-text';

describe('the words of the At risk section', () => {
  it('reads a deadline as the calendar day it is, in any time zone', () => {
    expect(formatCalendarDate('2026-12-31')).toBe('December 31, 2026');
    expect(formatCalendarDate('2027-01-01')).toBe('January 1, 2027');
  });

  it('says how many days are left, or how late it is', () => {
    expect(daysLeftText(36)).toBe('36 days left');
    expect(daysLeftText(1)).toBe('1 day left');
    expect(daysLeftText(0)).toBe('Due today');
    expect(daysLeftText(-1)).toBe('1 day overdue');
    expect(daysLeftText(-25)).toBe('25 days overdue');
  });

  it('names the hours and formats still missing', () => {
    expect(hoursText(1)).toBe('1 hour');
    expect(hoursText(12.5)).toBe('12.5 hours');
    expect(formatsText(['LIVE', 'ON_DEMAND'])).toBe('Live or on-demand');
    expect(
      shortfallItems({
        requirements: [{ id: 'ethics', label: 'Ethics and professionalism', missing: 1 }],
        formatMinimums: [{ formats: ['LIVE'], missing: 3 }],
      }),
    ).toEqual(['Ethics and professionalism: 1 hour', 'Live: 3 hours']);
  });
});
