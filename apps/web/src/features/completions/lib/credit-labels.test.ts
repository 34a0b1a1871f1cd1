import { describe, expect, it } from 'vitest';
import { makeCredit } from '../testing/completion-fixtures';
import { jurisdictionCreditLine } from './credit-labels';

describe('credit labels', () => {
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
});
