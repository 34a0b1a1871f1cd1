import { describe, expect, it } from 'vitest';
import { makeCredit } from '../testing/completion-fixtures';
import { creditsByJurisdiction, formatCreditHours, jurisdictionCreditLine } from './credit-labels';

describe('credit labels', () => {
  it('formats hours with one or two decimals', () => {
    expect(formatCreditHours(3.5)).toBe('3.5');
    expect(formatCreditHours(1)).toBe('1.0');
    expect(formatCreditHours(1.25)).toBe('1.25');
    expect(formatCreditHours(0.1 + 0.2)).toBe('0.3');
  });

  it('words a jurisdiction’s credit as the claim form shows it', () => {
    expect(
      jurisdictionCreditLine('New York', [
        makeCredit('NY', { category: 'ETHICS', hours: 1 }),
        makeCredit('NY', { category: 'GENERAL', hours: 0.5 }),
        makeCredit('NY', { creditType: 'PARALEGAL_CLE', category: 'ELIMINATION_OF_BIAS', hours: 1.8 }),
      ]),
    ).toBe('New York — 1.0 CLE Ethics, 0.5 CLE General, 1.8 Paralegal CLE Elimination of Bias');
    expect(jurisdictionCreditLine('Texas', [])).toBe('Texas');
  });

  it('groups credits by jurisdiction in the order they come', () => {
    const groups = creditsByJurisdiction([
      makeCredit('NY'),
      makeCredit('CA'),
      makeCredit('NY', { category: 'ETHICS' }),
    ]);
    expect(groups.map((group) => [group.code, group.credits.length])).toEqual([
      ['NY', 2],
      ['CA', 1],
    ]);
  });
});
