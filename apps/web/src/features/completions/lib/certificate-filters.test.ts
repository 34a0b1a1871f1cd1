import { describe, expect, it } from 'vitest';
import { makeCompletion, makeCredit } from '../testing/completion-fixtures';
import {
  certificateFilterOptions,
  creditTotals,
  filterCompletions,
  hasCertificateFilters,
  NO_CERTIFICATE_FILTERS,
  parseCertificateFilters,
  serializeCertificateFilters,
} from './certificate-filters';

const ethicsNy = makeCompletion({
  course: { title: 'Ethics' },
  credits: [
    makeCredit('NY', { category: 'ETHICS', hours: 1.2 }),
    makeCredit('NY', { creditType: 'PARALEGAL_CLE', category: 'ETHICS', hours: 1 }),
  ],
});
const contractsNyCa = makeCompletion({
  course: { title: 'Contracts' },
  credits: [
    makeCredit('NY', { category: 'ETHICS', hours: 2.3 }),
    makeCredit('NY', { category: 'GENERAL', hours: 0.5 }),
    makeCredit('CA', { category: 'GENERAL', hours: 1.5 }),
  ],
});
const cpdUk = makeCompletion({
  course: { title: 'UK update' },
  credits: [makeCredit('GB-EAW', { jurisdictionName: 'England and Wales', creditType: 'CPD', hours: 1 })],
});
const items = [ethicsNy, contractsNyCa, cpdUk];

describe('certificate filters in the URL', () => {
  it('reads ?jurisdiction=NY&type=CLE and writes it back, leaving empty filters out', () => {
    const filters = parseCertificateFilters(new URLSearchParams('jurisdiction=ny&type=CLE'));
    expect(filters).toEqual({ jurisdiction: 'NY', type: 'CLE' });
    expect(serializeCertificateFilters(filters).toString()).toBe('jurisdiction=NY&type=CLE');
    expect(serializeCertificateFilters(NO_CERTIFICATE_FILTERS).toString()).toBe('');
    expect(hasCertificateFilters(filters)).toBe(true);
    expect(hasCertificateFilters(NO_CERTIFICATE_FILTERS)).toBe(false);
  });

  it('ignores what it cannot read', () => {
    expect(parseCertificateFilters(new URLSearchParams('jurisdiction=<script>&type=MBA'))).toEqual(
      NO_CERTIFICATE_FILTERS,
    );
    expect(parseCertificateFilters(new URLSearchParams('jurisdiction=GB-EAW')).jurisdiction).toBe('GB-EAW');
  });
});

describe('filterCompletions', () => {
  it('keeps the completions with a credit in the jurisdiction and of the type, both on the same credit', () => {
    expect(filterCompletions(items, NO_CERTIFICATE_FILTERS)).toEqual(items);
    expect(filterCompletions(items, { jurisdiction: 'NY', type: null })).toEqual([ethicsNy, contractsNyCa]);
    expect(filterCompletions(items, { jurisdiction: null, type: 'PARALEGAL_CLE' })).toEqual([ethicsNy]);
    expect(filterCompletions(items, { jurisdiction: 'CA', type: 'PARALEGAL_CLE' })).toEqual([]);
    expect(filterCompletions(items, { jurisdiction: 'TX', type: null })).toEqual([]);
  });
});

describe('creditTotals', () => {
  it('sums the hours per jurisdiction, credit type and category, rounded to 0.01', () => {
    expect(creditTotals(items, NO_CERTIFICATE_FILTERS)).toEqual([
      {
        jurisdictionCode: 'CA',
        jurisdictionName: 'California',
        creditType: 'CLE',
        category: 'GENERAL',
        hours: 1.5,
      },
      {
        jurisdictionCode: 'GB-EAW',
        jurisdictionName: 'England and Wales',
        creditType: 'CPD',
        category: 'GENERAL',
        hours: 1,
      },
      // 1.2 + 2.3 is 3.4999999999999996 in floating point.
      {
        jurisdictionCode: 'NY',
        jurisdictionName: 'New York',
        creditType: 'CLE',
        category: 'GENERAL',
        hours: 0.5,
      },
      {
        jurisdictionCode: 'NY',
        jurisdictionName: 'New York',
        creditType: 'CLE',
        category: 'ETHICS',
        hours: 3.5,
      },
      {
        jurisdictionCode: 'NY',
        jurisdictionName: 'New York',
        creditType: 'PARALEGAL_CLE',
        category: 'ETHICS',
        hours: 1,
      },
    ]);
  });

  it('counts only the credits that match the filters', () => {
    const filters = { jurisdiction: 'NY', type: 'CLE' } as const;
    expect(creditTotals(filterCompletions(items, filters), filters)).toEqual([
      {
        jurisdictionCode: 'NY',
        jurisdictionName: 'New York',
        creditType: 'CLE',
        category: 'GENERAL',
        hours: 0.5,
      },
      {
        jurisdictionCode: 'NY',
        jurisdictionName: 'New York',
        creditType: 'CLE',
        category: 'ETHICS',
        hours: 3.5,
      },
    ]);
  });
});

describe('certificateFilterOptions', () => {
  it('offers the jurisdictions and types of the completions, and keeps a chosen value that matches none', () => {
    expect(certificateFilterOptions(items, NO_CERTIFICATE_FILTERS)).toEqual({
      jurisdictions: [
        { value: 'CA', label: 'California (CA)' },
        { value: 'GB-EAW', label: 'England and Wales (GB-EAW)' },
        { value: 'NY', label: 'New York (NY)' },
      ],
      types: ['CLE', 'PARALEGAL_CLE', 'CPD'],
    });
    const options = certificateFilterOptions([cpdUk], { jurisdiction: 'TX', type: 'SBA' });
    expect(options.jurisdictions.map((option) => option.value)).toEqual(['GB-EAW', 'TX']);
    expect(options.types).toEqual(['SBA', 'CPD']);
  });
});
