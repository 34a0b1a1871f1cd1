import { describe, expect, it } from 'vitest';
import { creditHoursByType, creditHoursFor } from './credits.js';

describe('creditHoursFor', () => {
  it('divides by the minutes per credit hour', () => {
    expect(creditHoursFor(90, 60)).toBe(1.5);
    expect(creditHoursFor(90, 50)).toBe(1.8);
    expect(creditHoursFor(60, 60)).toBe(1);
  });
  it('rounds down to the increment', () => {
    expect(creditHoursFor(90, 50, 0.5)).toBe(1.5);
    expect(creditHoursFor(75, 60)).toBe(1.2);
    expect(creditHoursFor(24, 50, 0.5)).toBe(0);
  });
  it('is zero for nonsense input', () => {
    expect(creditHoursFor(0, 60)).toBe(0);
    expect(creditHoursFor(60, 0)).toBe(0);
  });
});

describe('creditHoursByType', () => {
  const credit = (jurisdictionCode: string, creditType: 'CLE' | 'CPD', hours: number) => ({
    jurisdictionCode,
    jurisdictionName: jurisdictionCode,
    creditType,
    category: 'GENERAL' as const,
    hours,
    accreditationNumber: null,
  });
  it('counts a course once per credit type, at its largest figure across jurisdictions', () => {
    expect(
      creditHoursByType([credit('NY', 'CLE', 1.5), credit('CA', 'CLE', 1.8), credit('GB-EAW', 'CPD', 1.5)]),
    ).toEqual({ CLE: 1.8, CPD: 1.5 });
    expect(creditHoursByType([])).toEqual({});
  });
});
