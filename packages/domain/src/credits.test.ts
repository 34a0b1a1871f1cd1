import { describe, expect, it } from 'vitest';
import { creditHoursFor } from './credits.js';

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
