import { CREDIT_CATEGORIES, CREDIT_TYPES } from '@counsel/contracts';
import { describe, expect, it } from 'vitest';
import {
  CREDIT_CATEGORY_LABELS,
  CREDIT_TYPE_LABELS,
  formatCreditHours,
  roundHours,
} from './credit-labels.js';

describe('credit labels', () => {
  it('labels every credit type and category of the contract', () => {
    expect(CREDIT_TYPES.map((type) => CREDIT_TYPE_LABELS[type])).toEqual([
      'CLE',
      'SBA',
      'Paralegal CLE',
      'CPD',
    ]);
    expect(CREDIT_CATEGORIES.every((category) => CREDIT_CATEGORY_LABELS[category].length > 0)).toBe(true);
    expect(CREDIT_CATEGORY_LABELS.ELIMINATION_OF_BIAS).toBe('Elimination of Bias');
  });
});

describe('formatCreditHours', () => {
  it.each([
    [3.5, '3.5'],
    [1, '1.0'],
    [0, '0.0'],
    [1.25, '1.25'],
    [1.8, '1.8'],
    [12, '12.0'],
    [1234.5, '1,234.5'],
    [0.1 + 0.2, '0.3'],
    [1.256, '1.26'],
    [1.254, '1.25'],
    [2 / 3, '0.67'],
  ])('%d h → %s', (hours, text) => {
    expect(formatCreditHours(hours)).toBe(text);
  });
});

describe('roundHours', () => {
  it('rounds to two decimals without float noise', () => {
    expect(roundHours(0.1 + 0.2)).toBe(0.3);
    expect(roundHours(1.5 + 1.8 + 0.7)).toBe(4);
    expect(roundHours(2 / 3)).toBe(0.67);
  });
});
