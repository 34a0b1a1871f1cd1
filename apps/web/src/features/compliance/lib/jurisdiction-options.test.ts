import { describe, expect, it } from 'vitest';
import { jurisdictionName, jurisdictionOptions } from './jurisdiction-options';

const catalog = [
  { code: 'CA', name: 'California' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NY', name: 'New York' },
];

describe('jurisdictionOptions', () => {
  it('puts the admissions first, once each, then the rest of the catalog by name', () => {
    const options = jurisdictionOptions(
      [
        { code: 'NY', name: 'New York', creditType: 'CLE' },
        { code: 'NY', name: 'New York', creditType: 'CLE' },
        { code: 'GB-EAW', name: 'England and Wales', creditType: 'CPD' },
      ],
      catalog,
    );
    expect(options.admissions.map((choice) => choice.code)).toEqual(['NY', 'GB-EAW']);
    expect(options.others.map((choice) => choice.code)).toEqual(['CA', 'NJ']);
  });

  it('keeps the codes already chosen selectable before the catalog loads, by their code', () => {
    const options = jurisdictionOptions(
      [{ code: 'NY', name: 'New York', creditType: 'CLE' }],
      [],
      ['NJ', 'NY', 'NJ', ''],
    );
    expect(options.others).toEqual([{ code: 'NJ', name: 'NJ' }]);
    expect(jurisdictionName(options, 'NY')).toBe('New York');
    expect(jurisdictionName(options, 'NJ')).toBe('NJ');
    expect(jurisdictionName(jurisdictionOptions([], catalog), 'NJ')).toBe('New Jersey');
  });
});
